/**
 * What a creative's check report says, in words: a green "every check passed", or each failed
 * check with what to change (the text that does not fit and how to make room, contrast, safe zone,
 * product covered, logo stretched, missing characters, file size, text share).
 */
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  const messages = checkMessages(checks, t as never);
  if (messages.length === 0) {
    return (
      <p className="flex items-center gap-1.5 text-xs text-emerald-700 dark:text-emerald-400">
        <CheckCircle2 className="size-3.5 shrink-0" aria-hidden />
        {t('preview.passed')}
      </p>
    );
  }
  return (
    <div className="space-y-1 text-xs text-amber-800 dark:text-amber-300" role="status">
      <p className="flex items-center gap-1.5 font-medium">
        <TriangleAlert className="size-3.5 shrink-0" aria-hidden />
        {t('preview.failed')}
      </p>
      <ul className="list-disc space-y-0.5 pl-5">
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}
