/**
 * Step indicator of the create flow: numbered steps, done ones ticked; steps the inputs allow can be
 * revisited. Step names show as room allows (container width); otherwise the current one is named below.
 */
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/utils';
import { STEPS, type Step } from './state';

export type StepBarProps = {
  current: Step;
  /** The furthest step that may be opened. */
  furthest: Step;
  onStep: (step: Step) => void;
  disabled?: boolean;
};

/** Numbered, clickable progress through the create flow. */
export function StepBar({ current, furthest, onStep, disabled = false }: StepBarProps) {
  const { t } = useTranslation('create');
  const currentIndex = STEPS.indexOf(current);
  const furthestIndex = STEPS.indexOf(furthest);
  return (
    <nav aria-label={t('steps.label')} className="@container space-y-2">
      <ol className="flex items-center gap-1.5 sm:gap-2">
        {STEPS.map((step, i) => {
          const done = i < currentIndex || (i < furthestIndex && i !== currentIndex);
          const active = i === currentIndex;
          const reachable = !disabled && i <= furthestIndex && !active;
          return (
            <li key={step} className={cn('flex items-center gap-1.5 sm:gap-2', i < STEPS.length - 1 && 'flex-1')}>
              <button
                type="button"
                disabled={!reachable}
                onClick={() => onStep(step)}
                aria-current={active ? 'step' : undefined}
                className={cn(
                  'group flex shrink-0 items-center gap-2 rounded-full text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring disabled:cursor-default',
                  active || reachable ? 'text-foreground' : done ? 'text-foreground/80' : 'text-muted-foreground',
                )}
              >
                <span
                  className={cn(
                    'flex size-7 items-center justify-center rounded-full border text-xs font-semibold tabular-nums transition-colors',
                    active && 'border-primary bg-primary text-primary-foreground shadow-sm shadow-primary/30',
                    done && !active && 'border-primary/40 bg-accent text-accent-foreground',
                    !done && !active && 'bg-background',
                    !done && reachable && 'border-primary/60 text-foreground',
                    reachable && 'group-hover:border-primary',
                  )}
                >
                  {done && !active ? <Check className="size-3.5" aria-hidden /> : i + 1}
                </span>
                {/* Names show when there is room: the current one from a medium width, all of them when wide. */}
                <span className={cn('sr-only', active ? '@2xl:not-sr-only' : '@5xl:not-sr-only')}>{t(`steps.${step}`)}</span>
              </button>
              {i < STEPS.length - 1 && (
                <span className={cn('h-px flex-1 rounded-full', i < currentIndex ? 'bg-primary/50' : 'bg-border')} aria-hidden />
              )}
            </li>
          );
        })}
      </ol>
      <p className="text-xs font-medium text-muted-foreground @2xl:hidden">
        {t('steps.progress', { current: currentIndex + 1, total: STEPS.length, name: t(`steps.${current}`) })}
      </p>
    </nav>
  );
}
