/** Monthly / yearly switch of the pricing page, with the best yearly saving beside 'Yearly'. */
import { useTranslation } from 'react-i18next';
import { BILLING_PERIODS, type BillingPeriod, PLANS } from '@shared/plans';
import { ToggleGroup, ToggleGroupItem } from '@web/components/ui/toggle-group';
import { bestYearlySavingPercent } from './format';

/** Segmented control choosing the billing period the cards show. */
export function PeriodToggle({ value, onChange }: { value: BillingPeriod; onChange: (period: BillingPeriod) => void }) {
  const { t } = useTranslation('billing');
  const best = bestYearlySavingPercent(PLANS);
  return (
    <ToggleGroup
      type="single"
      value={value}
      // Radix sends '' when the active item is pressed again: keep the current period.
      onValueChange={(v) => v && onChange(v as BillingPeriod)}
      aria-label={t('pricing.periodLabel')}
      className="h-11 rounded-full p-1"
    >
      {BILLING_PERIODS.map((period) => (
        <ToggleGroupItem key={period} value={period} className="rounded-full px-4 sm:px-5">
          {t(`periods.${period}`)}
          {period === 'year' && best > 0 && (
            <span className="rounded-full bg-emerald-500/15 px-2 py-0.5 text-[11px] font-semibold text-emerald-700 dark:text-emerald-300">
              {t('pricing.saveUpTo', { percent: best })}
            </span>
          )}
        </ToggleGroupItem>
      ))}
    </ToggleGroup>
  );
}
