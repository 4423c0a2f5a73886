/**
 * A packshot's compliance report as a badge: '<Marketplace>-ready' when every
 * check passed; 'Check before you publish' when only the cut-out is in doubt (the file meets the
 * marketplace's rules, but its background may hold something that is not the product); 'Not
 * compliant' otherwise. With the figures behind it (background exactness, fill, size and format,
 * cut-out).
 */
import { ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StudioPresetId } from '@shared/studio-presets';
import { cn } from '@web/lib/utils';
import type { StudioCompliance } from './api';

/** The badge alone. */
export function ComplianceBadge({ preset, compliance, className }: { preset: StudioPresetId; compliance: StudioCompliance; className?: string }) {
  const { t } = useTranslation('studio');
  const ok = compliance.passed;
  const { cutout, ...fileChecks } = compliance.checks;
  const checkFirst = !ok && cutout === false && Object.values(fileChecks).every(Boolean);
  return (
    <span
      className={cn(
        'inline-flex w-fit max-w-full items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        ok
          ? 'bg-emerald-600 text-white dark:bg-emerald-500 dark:text-emerald-950'
          : checkFirst
            ? 'bg-amber-500 text-amber-950 dark:bg-amber-400'
            : 'bg-destructive text-white',
        className,
      )}
      data-testid="compliance-badge"
    >
      {ok ? (
        <ShieldCheck className="size-3.5 shrink-0" aria-hidden />
      ) : checkFirst ? (
        <ShieldQuestion className="size-3.5 shrink-0" aria-hidden />
      ) : (
        <ShieldAlert className="size-3.5 shrink-0" aria-hidden />
      )}
      <span className="truncate">{ok ? t(`presets.${preset}.badge`) : checkFirst ? t('compliance.checkFirst') : t('compliance.failed')}</span>
    </span>
  );
}

/** The figures of the report, one per line. */
export function ComplianceFigures({ compliance, name }: { compliance: StudioCompliance; name: string }) {
  const { t, i18n } = useTranslation('studio');
  const pct = (v: number, digits: number) => new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: digits }).format(v);
  return (
    <ul className="space-y-0.5 text-xs text-muted-foreground" aria-label={t('compliance.label', { name })}>
      <li className={cn(!compliance.checks.background && 'text-destructive')}>{t('compliance.purity', { value: pct(compliance.backgroundPurity, 3) })}</li>
      <li className={cn(!compliance.checks.fill && 'text-destructive')}>{t('compliance.fill', { value: pct(compliance.fill, 1) })}</li>
      <li className={cn(!(compliance.checks.size && compliance.checks.format) && 'text-destructive')}>
        {t('compliance.size', { width: compliance.width, height: compliance.height, format: compliance.format.toUpperCase() })}
      </li>
      <li className={cn(!(compliance.checks.colourSpace && compliance.checks.metadata) && 'text-destructive')}>{t('compliance.clean')}</li>
      {compliance.checks.cutout !== undefined && (
        <li className={cn(!compliance.checks.cutout && 'text-amber-700 dark:text-amber-400')}>{t(compliance.checks.cutout ? 'compliance.cutoutOk' : 'compliance.cutoutCheck')}</li>
      )}
    </ul>
  );
}
