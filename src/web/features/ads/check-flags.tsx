/**
 * What a creative's check report says, in words: a green "every check passed", or each failed
 * check with what to change (the text that does not fit and how to make room, contrast, safe zone,
 * product covered, logo stretched, missing characters, file size, text share).
 */
import { useTranslation } from 'react-i18next';
import { CheckFlagList } from '@web/components/check-flag-list';
import type { AdCheckReport } from './api';

export function checkMessages(checks: AdCheckReport, t: (key: string, options?: Record<string, unknown>) => string): string[] {
  const out: string[] = [];
  if (!checks.overflow.ok) out.push(t('preview.checks.overflow', { roles: checks.overflow.roles.map((r) => t(`preview.roles.${r}`)).join(', ') }));
  if (!checks.glyphs.ok) out.push(t('preview.checks.glyphs', { chars: checks.glyphs.missing.join(' ') }));
  if (!checks.contrast.ok) out.push(t('preview.checks.contrast'));
  if (!checks.productClear.ok) out.push(t('preview.checks.productClear'));
  if (!checks.safeZone.ok) out.push(t('preview.checks.safeZone'));
  if (!checks.logoAspect.ok) out.push(t('preview.checks.logoAspect'));
  if (!checks.fileSize.ok) out.push(t('preview.checks.fileSize'));
  if (!checks.textShare.ok) out.push(t('preview.checks.textShare', { max: Math.round((checks.textShare.max ?? 0) * 100) }));
  return out;
}

/** The report as a short status line and the list of what to change. */
export function CheckFlags({ checks }: { checks: AdCheckReport }) {
  const { t } = useTranslation('ads');
  return <CheckFlagList messages={checkMessages(checks, t as never)} passedLabel={t('preview.passed')} failedLabel={t('preview.failed')} />;
}
