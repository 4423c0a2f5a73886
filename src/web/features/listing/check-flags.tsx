/**
 * What a listing image's check report says, in words: a green "every check passed", or each failed
 * check with what to change (a text that does not fit, contrast, text over the product, characters
 * no font draws, a photo enlarged past its pixels, a main image that misses the marketplace's rules).
 */
import { useTranslation } from 'react-i18next';
import { CheckFlagList } from '@web/components/check-flag-list';
import type { ListingCheckReport } from './api';

export function listingCheckMessages(checks: ListingCheckReport, t: (key: string, options?: Record<string, unknown>) => string): string[] {
  const out: string[] = [];
  if (!checks.size.ok) out.push(t('checks.size', { width: checks.size.width, height: checks.size.height }));
  if (!checks.overflow.ok) out.push(t('checks.overflow', { items: checks.overflow.items.map((i) => itemName(i, t)).join(', ') }));
  if (!checks.glyphs.ok) out.push(t('checks.glyphs', { chars: checks.glyphs.missing.join(' ') }));
  if (!checks.contrast.ok) out.push(t('checks.contrast'));
  if (!checks.productClear.ok) out.push(t('checks.productClear'));
  if (!checks.enlarged.ok) out.push(t('checks.enlarged', { factor: checks.enlarged.factor.toLocaleString(undefined, { maximumFractionDigits: 1 }) }));
  if (checks.compliance && !checks.compliance.passed) out.push(t('checks.compliance'));
  return out;
}

/** 'callout-2-title' → "callout 2 (title)"; 'width' → "width"… */
function itemName(item: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  const callout = /^callout-(\d+)-(title|text)$/.exec(item);
  if (callout) return t(`checks.items.callout_${callout[2]}`, { n: callout[1] });
  const line = /^line-(\d+)$/.exec(item);
  if (line) return t('checks.items.line', { n: line[1] });
  return t(`checks.items.${item.replace(/-label$/, '')}`);
}

/** The report as a short status line and the list of what to change. */
export function ListingCheckFlags({ checks }: { checks: ListingCheckReport }) {
  const { t } = useTranslation('listing');
  return <CheckFlagList messages={listingCheckMessages(checks, t as never)} passedLabel={t('checks.passed')} failedLabel={t('checks.failed')} />;
}
