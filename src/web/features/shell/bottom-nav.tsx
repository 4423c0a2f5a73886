/**
 * Bottom navigation for signed-in users under 768px: home, create (the
 * primary action, raised), library, videos, account. The layout hides it on /create/ugc. With
 * replies from support not read yet, Account carries a dot and leads to Help and support.
 */
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { isNavActive, NAV_ITEMS } from '@web/features/shell/nav-items';
import { useAuth } from '@web/features/auth/session';
import { useSupportUnread } from '@web/features/support/chat-api';
import { cn } from '@web/lib/utils';

/** Height of the bar above the safe area; the layout pads the page by this much. */
export const BOTTOM_NAV_HEIGHT = '4rem';

/** Fixed bottom navigation bar (phones only). */
export function BottomNav() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const { user } = useAuth();
  const unread = useSupportUnread(!!user).data ?? 0;
  return (
    <nav
      aria-label={t('nav.main')}
      data-testid="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-background/85 md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-5 items-stretch">
        {NAV_ITEMS.map(({ key, to, icon: Icon }) => {
          const active = isNavActive(pathname, to);
          const primary = key === 'create';
          const badge = key === 'account' && unread > 0;
          return (
            <li key={key} className="flex">
              <NavLink
                to={badge ? '/account?tab=help' : to}
                end={to === '/'}
                aria-current={active ? 'page' : undefined}
                aria-label={badge ? `${t(`nav.items.${key}`)}: ${t('nav.supportUnread', { count: unread })}` : undefined}
                className={cn(
                  'group flex flex-1 flex-col items-center justify-center gap-1 rounded-lg text-[11px] font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring',
                  active && !primary && 'text-primary',
                )}
              >
                {primary ? (
                  <span
                    className={cn(
                      '-mt-6 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-primary/30 ring-4 ring-background transition-transform group-active:scale-95',
                      active && 'ring-primary/25',
                    )}
                  >
                    <Icon className="size-5" aria-hidden />
                  </span>
                ) : (
                  <span className="relative">
                    <Icon className="size-5" aria-hidden strokeWidth={active ? 2.4 : 2} />
                    {badge ? <span className="absolute -top-0.5 -right-1 size-2.5 rounded-full bg-primary ring-2 ring-background" data-testid="bottom-nav-support-unread" aria-hidden /> : null}
                  </span>
                )}
                <span className={cn(primary && 'text-foreground', primary && active && 'text-primary')}>{t(`nav.items.${key}`)}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
