/**
 * The numbered steps of a creation flow (Ad Creatives, Product Display): each step a button that
 * opens once the steps before it are complete; the current one marked, finished ones ticked. Names
 * show from large screens up; phones see the numbers.
 */
import { Check } from 'lucide-react';
import { cn } from '@web/lib/utils';

export function StepBar<S extends string>({ steps, current, furthest, onStep, label, nameOf }: { steps: readonly S[]; current: S; furthest: number; onStep: (s: S) => void; label: string; nameOf: (s: S) => string }) {
  const index = steps.indexOf(current);
  return (
    <nav aria-label={label}>
      <ol className="flex items-center gap-1.5 overflow-x-auto pb-1 sm:gap-2">
        {steps.map((step, i) => {
          const active = i === index;
          const reachable = i <= furthest && !active;
          const done = i < index;
          return (
            <li key={step} className={cn('flex items-center gap-1.5 sm:gap-2', i < steps.length - 1 && 'flex-1')}>
              <button type="button" disabled={!reachable} onClick={() => onStep(step)} aria-current={active ? 'step' : undefined} className="flex shrink-0 items-center gap-2 rounded-full text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring disabled:cursor-default">
                <span className={cn('flex size-7 items-center justify-center rounded-full border text-xs font-semibold', active && 'border-primary bg-primary text-primary-foreground', done && !active && 'border-primary/40 bg-accent text-accent-foreground', !done && !active && 'bg-background')}>
                  {done ? <Check className="size-3.5" aria-hidden /> : i + 1}
                </span>
                <span className={cn('hidden lg:inline', !active && 'text-muted-foreground')}>{nameOf(step)}</span>
              </button>
              {i < steps.length - 1 && <span className="h-px min-w-3 flex-1 bg-border" aria-hidden />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
