/** A square picture to pick (a product, a photo, an image), marked when chosen; used by the creation flows' pickers. */
import { Check } from 'lucide-react';
import { cn } from '@web/lib/utils';

export function PickTile({ selected, onClick, src, alt, label }: { selected: boolean; onClick: () => void; src: string | null; alt: string; label?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={selected}
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-xl border bg-card text-left shadow-xs outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring',
        selected ? 'border-primary ring-2 ring-primary/40' : 'hover:border-primary/50',
      )}
    >
      <span className="flex aspect-square w-full items-center justify-center bg-muted/40">{src ? <img src={src} alt={alt} loading="lazy" className="h-full w-full object-contain" /> : null}</span>
      {label && <span className="truncate px-2.5 py-2 text-sm font-medium">{label}</span>}
      {selected && (
        <span className="absolute top-2 right-2 flex size-6 items-center justify-center rounded-full bg-primary text-primary-foreground shadow">
          <Check className="size-4" aria-hidden />
        </span>
      )}
    </button>
  );
}

