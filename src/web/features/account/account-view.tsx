/**
 * The account page body (/account; spec section 2 'Account sections'): tabs for settings,
 * notifications, privacy, billing, and help and support, the current one in `?tab=` (settings by
 * default) so a link can open a section directly (e.g. /account?tab=billing after a checkout).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { BillingOverview } from '@web/features/billing/billing-overview';
import { CreditHistory } from '@web/features/billing/credit-history';
import { ComingSoonPanel } from './coming-soon-panel';
import { SettingsPanel } from './settings-panel';
import { ACCOUNT_TAB_ICONS, ACCOUNT_TABS, type AccountTab, accountTabOf, DEFAULT_ACCOUNT_TAB } from './tabs';

/** The account page with its sections. */
export function AccountView({ email }: { email?: string }) {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const tab = accountTabOf(params.get('tab'));
  const list = useRef<HTMLDivElement>(null);

  // On a phone the tab row scrolls sideways: keep the open section's tab in view.
  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>('[data-state="active"]');
    if (!list.current || !active) return;
    const { offsetLeft, offsetWidth } = active;
    const { scrollLeft, clientWidth } = list.current;
    if (offsetLeft < scrollLeft || offsetLeft + offsetWidth > scrollLeft + clientWidth) {
      list.current.scrollLeft = offsetLeft - (clientWidth - offsetWidth) / 2;
    }
  }, [tab]);

  const select = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === DEFAULT_ACCOUNT_TAB) next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const panel = (value: AccountTab) => {
    switch (value) {
      case 'settings':
        return <SettingsPanel />;
      case 'billing':
        return (
          <div className="space-y-6">
            <BillingOverview />
            <CreditHistory />
          </div>
        );
      default:
        return <ComingSoonPanel tab={value} />;
    }
  };

  return (
    <div className="mx-auto w-full max-w-5xl flex-1 space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-sm text-muted-foreground sm:text-base">{t('subtitle')}</p>
        {email && <p className="truncate text-xs text-muted-foreground">{email}</p>}
      </header>
      <Tabs value={tab} onValueChange={select}>
        <TabsList ref={list} aria-label={t('tabsLabel')} className="relative">
          {ACCOUNT_TABS.map((value) => {
            const Icon = ACCOUNT_TAB_ICONS[value];
            return (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden />
                {t(`tabs.${value}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {ACCOUNT_TABS.map((value) => (
          <TabsContent key={value} value={value}>
            {value === tab ? panel(value) : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
