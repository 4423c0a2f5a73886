/**
 * Step 3 of the create flow: the six scenario ideas. Each card shows a title, a summary and an
 * expandable full description; premium ideas carry a badge, and on Free they are locked ('Upgrade to
 * unlock', linking to /pricing) and cannot be chosen.
 */
import { Check, ChevronDown, Crown, Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';
import type { Scenario } from './api';

/** One scenario idea as a selectable card. */
export function ScenarioCard({ scenario, selected, onSelect }: { scenario: Scenario; selected: boolean; onSelect: (s: Scenario) => void }) {
  const { t } = useTranslation('create');
  const [open, setOpen] = useState(false);
  const descriptionId = `scenario-${scenario.id}-description`;
  const { locked } = scenario;
  return (
    <div
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs transition-[border-color,box-shadow]',
        selected && 'border-primary ring-2 ring-primary/70',
        !selected && !locked && 'hover:border-primary/50 hover:shadow-md',
        locked && 'bg-muted/40',
      )}
      data-testid="scenario-card"
    >
      <button
        type="button"
        role="radio"
        aria-checked={selected}
        aria-disabled={locked || undefined}
        disabled={locked}
        onClick={() => {
          if (!locked) onSelect(scenario);
        }}
        className="flex flex-1 flex-col gap-2 p-4 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-inset disabled:cursor-not-allowed"
      >
        <span className="flex items-start gap-2">
          <span className={cn('flex-1 text-base leading-snug font-semibold', locked && 'text-muted-foreground')}>{scenario.title}</span>
          {selected ? (
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Check className="size-4" aria-hidden />
            </span>
          ) : locked ? (
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
              <Lock className="size-3.5" aria-hidden />
            </span>
          ) : (
            <span className="size-6 shrink-0 rounded-full border-2 border-input transition-colors group-hover:border-primary/60" aria-hidden />
          )}
        </span>
        {scenario.premium && (
          <Badge variant="accent" className="gap-1">
            <Crown aria-hidden />
            {t('scenarios.premium')}
          </Badge>
        )}
        <span className={cn('text-sm text-muted-foreground sm:min-h-[3lh]', locked && 'opacity-80')}>{scenario.summary}</span>
      </button>

      <div className="flex flex-wrap items-center justify-between gap-2 border-t px-4 py-2.5">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={descriptionId}
          onClick={() => setOpen((v) => !v)}
          className="inline-flex items-center gap-1 rounded-md text-xs font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          {open ? t('scenarios.hideDetails') : t('scenarios.showDetails')}
          <ChevronDown className={cn('size-3.5 transition-transform', open && 'rotate-180')} aria-hidden />
        </button>
        {locked && (
          <Link
            to="/pricing"
            className="inline-flex items-center gap-1 rounded-md text-xs font-semibold text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
          >
            <Lock className="size-3" aria-hidden />
            {t('scenarios.upgrade')}
          </Link>
        )}
      </div>
      {open && (
        <p id={descriptionId} className="border-t bg-muted/30 px-4 py-3 text-sm leading-relaxed text-pretty">
          {scenario.description}
        </p>
      )}
    </div>
  );
}

/** The grid of scenario ideas; one can be chosen, locked ones cannot. */
export function ScenarioGrid({ scenarios, selectedId, onSelect }: { scenarios: Scenario[]; selectedId: string | null; onSelect: (s: Scenario) => void }) {
  const { t } = useTranslation('create');
  return (
    <div role="radiogroup" aria-label={t('scenarios.title')} className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {scenarios.map((s) => (
        <ScenarioCard key={s.id} scenario={s} selected={s.id === selectedId} onSelect={onSelect} />
      ))}
    </div>
  );
}
