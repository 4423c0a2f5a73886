/** A section of the account page that later work fills in: its title, what it will hold, 'Coming soon'. */
import { useTranslation } from 'react-i18next';
import { Badge } from '@web/components/ui/badge';
import { ACCOUNT_TAB_ICONS, type AccountTab } from './tabs';

/** The placeholder card of an account section. */
export function ComingSoonPanel({ tab }: { tab: Exclude<AccountTab, 'settings' | 'billing'> }) {
  const { t } = useTranslation('account');
  const Icon = ACCOUNT_TAB_ICONS[tab];
  return (
    <section className="bg-vitrine flex flex-col items-center gap-4 rounded-2xl border bg-card/80 px-6 py-12 text-center shadow-sm">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <Icon className="size-7" aria-hidden />
      </span>
      <Badge variant="secondary">{t('comingSoon')}</Badge>
      <div className="max-w-md space-y-2">
        <h2 className="text-xl font-semibold tracking-tight">{t(`sections.${tab}.title`)}</h2>
        <p className="text-pretty text-muted-foreground">{t(`sections.${tab}.description`)}</p>
      </div>
    </section>
  );
}
