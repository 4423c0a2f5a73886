/** Placeholder tiles shown while a grid of images or videos loads. */
import { cn } from '@web/lib/utils';

/** `count` pulsing tiles with a media area of `aspect` ('aspect-square', 'aspect-video'). */
export function GridSkeleton({ count, aspect, label, className }: { count: number; aspect: string; label: string; className: string }) {
  return (
    <ul className={className} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-xl border bg-card">
          <div className={cn(aspect, 'animate-pulse bg-muted')} />
          <div className="space-y-1.5 p-3">
            <div className="h-3 w-3/4 animate-pulse rounded bg-muted" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
          </div>
        </li>
      ))}
    </ul>
  );
}
