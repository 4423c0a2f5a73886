/**
 * The account page body (/account): tabs for the profile,
 * settings, notifications, privacy, billing, API keys, and help and support, the current one in `?tab=`
 * (the profile by default) so a link can open a section directly (e.g. /account?tab=billing after a
 * checkout). The tabs sit in a grid (two columns on phones, three on narrow windows, one row from
 * 1280 px), so none is cut off or hidden behind a scroll.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { BillingOverview } from '@web/features/billing/billing-overview';
import { CreditHistory } from '@web/features/billing/credit-history';
import { ProfilePanel } from '@web/features/profile/profile-panel';
import { NotificationsPanel } from '@web/features/notifications/notifications-panel';
import { PrivacyPanel } from '@web/features/privacy/privacy-panel';
import { HelpPanel } from '@web/features/support/help-panel';
import { ApiPanel } from '@web/features/api-access/api-panel';
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
      case 'profile':
        return <ProfilePanel />;
      case 'settings':
        return <SettingsPanel />;
      case 'billing':
        return (
          <div className="space-y-6">
            <BillingOverview />
            <CreditHistory />
          </div>
        );
      case 'notifications':
        return <NotificationsPanel />;
      case 'privacy':
        return <PrivacyPanel email={email} />;
      case 'api':
        return <ApiPanel />;
      case 'help':
        return <HelpPanel />;
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
        <TabsList
          ref={list}
          aria-label={t('tabsLabel')}
          className="relative grid h-auto grid-cols-2 gap-1 overflow-visible sm:w-full sm:grid-cols-3 xl:inline-flex xl:h-11 xl:w-fit xl:overflow-x-auto"
        >
          {ACCOUNT_TABS.map((value) => {
            const Icon = ACCOUNT_TAB_ICONS[value];
            return (
              <TabsTrigger
                key={value}
                value={value}
                className="h-auto min-h-14 min-w-0 flex-col gap-1 px-1 py-2 text-center text-xs leading-tight whitespace-normal sm:min-h-10 sm:flex-row sm:gap-1.5 sm:px-2 sm:text-sm xl:h-full xl:min-h-0 xl:px-3 xl:whitespace-nowrap"
              >
                <Icon aria-hidden />
                <span className="max-w-full min-w-0 hyphens-auto [overflow-wrap:anywhere]">{t(`tabs.${value}`)}</span>
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
