/** The banner of the test-mode payment pages: 'Test mode - no payment is taken'. */
import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/utils';

/** A prominent amber strip saying no payment is taken. */
export function TestModeBanner({ className }: { className?: string }) {
  const { t } = useTranslation('billing');
  return (
    <div
      role="note"
      data-testid="test-mode-banner"
      className={cn(
        'flex items-center justify-center gap-2 rounded-xl border border-amber-500/50 bg-amber-100 px-4 py-2.5 text-center text-sm font-semibold text-amber-950 dark:border-amber-400/40 dark:bg-amber-500/15 dark:text-amber-100',
        className,
      )}
    >
      <FlaskConical className="size-4 shrink-0" aria-hidden />
      {t('testMode.banner')}
    </div>
  );
}

/** A small 'Test mode' label. */
export function TestModeLabel({ className }: { className?: string }) {
  const { t } = useTranslation('billing');
  return (
    <span
      data-testid="test-mode-label"
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-amber-500/50 bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:border-amber-400/40 dark:bg-amber-500/15 dark:text-amber-100',
        className,
      )}
    >
      <FlaskConical className="size-3" aria-hidden />
      {t('testMode.label')}
    </span>
  );
}
