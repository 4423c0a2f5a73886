/** The credit balance from the ['me'] query, so it updates after each generation. */
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '@web/features/me/api';
import { cn } from '@web/lib/utils';

/** "42 credits" with the number in the current language's format; null while unknown. */
export function useCreditsLabel(): { count: number | null; label: string | null } {
  const { t, i18n } = useTranslation('common');
  const me = useMe();
  const count = me.data?.creditsBalance ?? null;
  if (count == null) return { count: null, label: null };
  const formatted = new Intl.NumberFormat(i18n.resolvedLanguage).format(count);
  return { count, label: t('credits.balance', { count, formatted }) };
}

/** Compact credits pill for the phone top bar; links to pricing for more credits. */
export function CreditsChip({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { label } = useCreditsLabel();
  if (!label) return null;
  return (
    <Link
      to="/pricing"
      title={t('credits.getMore')}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full border bg-card px-3 text-xs font-medium tabular-nums shadow-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring',
        className,
      )}
    >
      <Coins className="size-3.5 text-primary" aria-hidden />
      {label}
    </Link>
  );
}
