/** One labelled on/off choice with its explanation, as a row (notification and privacy toggles). */
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Switch } from '@web/components/ui/switch';

export function ToggleRow({
  icon: Icon,
  label,
  hint,
  checked,
  disabled,
  onChange,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-xl border p-4" data-testid={testId}>
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-pretty text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} aria-describedby={`${id}-hint`} className="mt-1" />
    </div>
  );
}

/** Placeholder rows while the choices load. */
export function ToggleRowsSkeleton({ count }: { count: number }) {
  return (
    <div className="space-y-3" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex items-start gap-3 rounded-xl border p-4">
          <div className="size-8 animate-pulse rounded-lg bg-muted" />
          <div className="flex-1 space-y-2">
            <div className="h-3.5 w-1/3 animate-pulse rounded bg-muted" />
            <div className="h-3 w-2/3 animate-pulse rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}
