/** Small building blocks of the admin pages: header, panels, figures, period switch, states. */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@web/components/ui/spinner';
import { ToggleGroup, ToggleGroupItem } from '@web/components/ui/toggle-group';
import { cn } from '@web/lib/utils';
import type { PeriodDays } from './api';

/** Title, one line of context, and actions on the right (below on phones). */
export function AdminPageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}

/** A titled panel. */
export function Panel({ title, description, actions, children, className }: { title?: ReactNode; description?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={cn('rounded-xl border bg-card text-card-foreground shadow-xs', className)}>
      {title || actions ? (
        <div className="flex flex-wrap items-start justify-between gap-2 border-b px-4 py-3 sm:px-5">
          <div className="space-y-0.5">
            {title ? <h2 className="text-base font-semibold tracking-tight">{title}</h2> : null}
            {description ? <p className="text-xs text-muted-foreground">{description}</p> : null}
          </div>
          {actions}
        </div>
      ) : null}
      <div className="p-4 sm:p-5">{children}</div>
    </section>
  );
}

/** One figure with its label. */
export function Stat({ label, value, icon: Icon, tone }: { label: string; value: ReactNode; icon?: LucideIcon; tone?: 'warn' }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-card px-4 py-3 shadow-xs">
      {Icon ? (
        <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground', tone === 'warn' && 'bg-destructive/10 text-destructive')}>
          <Icon className="size-4" aria-hidden />
        </span>
      ) : null}
      <div className="min-w-0">
        <p className="text-xs leading-tight text-muted-foreground">{label}</p>
        <p className="text-lg font-semibold tabular-nums">{value}</p>
      </div>
    </div>
  );
}

/** 7, 30 or 90 days. */
export function PeriodToggle({ value, onChange }: { value: PeriodDays; onChange: (days: PeriodDays) => void }) {
  const { t } = useTranslation('admin');
  return (
    <ToggleGroup
      type="single"
      value={String(value)}
      onValueChange={(v) => v && onChange(Number(v) as PeriodDays)}
      aria-label={t('period.label')}
      className="h-9"
    >
      {([7, 30, 90] as const).map((d) => (
        <ToggleGroupItem key={d} value={String(d)} className="h-8 px-3 text-xs">
          {t('period.days', { days: d })}
        </ToggleGroupItem>
      ))}
    </ToggleGroup>
  );
}

/** A centred spinner while a panel loads. */
export function Loading() {
  const { t } = useTranslation('admin');
  return (
    <div className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground" role="status">
      <Spinner className="size-4" />
      {t('states.loading')}
    </div>
  );
}

/** A quiet line when a list is empty. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="py-8 text-center text-sm text-muted-foreground">{children}</p>;
}

/** A status word as a small coloured pill. */
export function StatePill({ tone, className, children }: { tone: 'ok' | 'warn' | 'bad' | 'muted' | 'info'; className?: string; children: ReactNode }) {
  const tones = {
    ok: 'bg-emerald-500/12 text-emerald-700 dark:text-emerald-300',
    warn: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
    bad: 'bg-destructive/12 text-destructive',
    muted: 'bg-muted text-muted-foreground',
    info: 'bg-primary/10 text-primary',
  } as const;
  return <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', tones[tone], className)}>{children}</span>;
}
