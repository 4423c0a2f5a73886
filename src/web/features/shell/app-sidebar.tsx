/**
 * The signed-in sidebar: home, create, library, videos, account; help, and
 * Admin for admins only (the session's role; the server checks it again on every /admin call); credits;
 * theme and language switchers; sign-out; the version label. Collapses to icons on large screens and is
 * a sheet on phones.
 */
import { Coins, Languages, LifeBuoy, LogOut, Monitor, Moon, ShieldCheck, Sun } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LANGUAGES, type Theme } from '@shared/catalog';
import { LogoMark } from '@web/components/logo';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
  SidebarSeparator,
  useSidebar,
} from '@web/components/ui/sidebar';
import { Spinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/features/auth/session';
import { useSupportUnread } from '@web/features/support/chat-api';
import { usePreferences } from '@web/features/preferences/preferences';
import { useCreditsLabel } from '@web/features/shell/credits';
import { APP_VERSION_LABEL, isNavActive, visibleNavItems } from '@web/features/shell/nav-items';
import { UserAvatar } from '@web/features/profile/user-avatar';
import { useTheme } from '@web/features/theme/theme-provider';
import { cn } from '@web/lib/utils';

const THEME_ICONS = { light: Sun, dark: Moon, auto: Monitor } as const;
const THEME_CHOICES: readonly Theme[] = ['light', 'dark', 'auto'];

function ThemeSwitcher() {
  const { t } = useTranslation('common');
  const { theme, resolvedTheme, setTheme } = useTheme();
  const CurrentIcon = THEME_ICONS[theme];
  return (
    <>
      {/* Expanded: a segmented control. */}
      <div role="group" aria-label={t('theme.label')} className="flex items-center justify-between gap-2 px-2 group-data-[collapsible=icon]:hidden">
        <span className="text-xs font-medium text-sidebar-foreground/70">{t('theme.label')}</span>
        <div className="flex rounded-lg border border-sidebar-border bg-background/60 p-0.5">
          {THEME_CHOICES.map((value) => {
            const Icon = THEME_ICONS[value];
            const active = theme === value;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={active}
                aria-label={t(`theme.${value}`)}
                title={t(`theme.${value}`)}
                onClick={() => setTheme(value)}
                className={cn(
                  'inline-flex size-7 items-center justify-center rounded-md text-sidebar-foreground/70 outline-none transition-colors hover:text-sidebar-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring',
                  active && 'bg-sidebar-primary text-sidebar-primary-foreground shadow-sm hover:text-sidebar-primary-foreground',
                )}
              >
                <Icon className="size-3.5" aria-hidden />
              </button>
            );
          })}
        </div>
      </div>
      {/* Collapsed to icons: one button switching between light and dark. */}
      <SidebarMenu className="hidden group-data-[collapsible=icon]:flex">
        <SidebarMenuItem>
          <SidebarMenuButton
            tooltip={t('theme.current', { theme: t(`theme.${theme}`) })}
            aria-label={t('theme.current', { theme: t(`theme.${theme}`) })}
            onClick={() => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark')}
          >
            <CurrentIcon aria-hidden />
          </SidebarMenuButton>
        </SidebarMenuItem>
      </SidebarMenu>
    </>
  );
}

function LanguageMenu() {
  const { t } = useTranslation('common');
  const { language, setLanguage } = usePreferences();
  const { isMobile } = useSidebar();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <SidebarMenuButton tooltip={t('language.label')} aria-label={`${t('language.label')}: ${t(`language.${language}`)}`}>
          <Languages aria-hidden />
          <span className="flex-1">{t(`language.${language}`)}</span>
          <span className="text-[11px] font-semibold text-sidebar-foreground/60 uppercase">{language}</span>
        </SidebarMenuButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent side={isMobile ? 'top' : 'right'} align="end" className="min-w-48">
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={language} onValueChange={(lng) => void setLanguage(lng as (typeof LANGUAGES)[number])}>
          {LANGUAGES.map((lng) => (
            <DropdownMenuRadioItem key={lng} value={lng} lang={lng}>
              <span className="w-6 text-xs font-semibold text-muted-foreground uppercase">{lng}</span>
              {t(`language.${lng}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function SignOutButton() {
  const { t } = useTranslation('common');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await signOut();
      void navigate('/');
    } catch (e) {
      console.error(e);
      toast.error(t('messages.unexpected'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SidebarMenuButton tooltip={t('actions.signOut')} onClick={() => void onClick()} disabled={busy} aria-busy={busy}>
      {busy ? <Spinner className="size-4" /> : <LogOut aria-hidden />}
      <span>{t('actions.signOut')}</span>
    </SidebarMenuButton>
  );
}

/** The app sidebar for signed-in users. */
export function AppSidebar() {
  const { t } = useTranslation('common');
  const { user } = useAuth();
  const unread = useSupportUnread(!!user).data ?? 0;
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const credits = useCreditsLabel();
  const closeOnPhone = () => {
    if (isMobile) setOpenMobile(false);
  };

  return (
    <Sidebar collapsible="icon" title={t('nav.menu')} description={t('nav.menuDescription')}>
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton size="lg" asChild tooltip="Vitrine">
              <Link to="/" onClick={closeOnPhone} aria-label={t('nav.home')}>
                <span className="flex size-8 shrink-0 items-center justify-center">
                  <LogoMark className="size-8" />
                </span>
                <span className="flex flex-col leading-tight">
                  <span className="text-base font-semibold tracking-tight">Vitrine</span>
                </span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>

      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel>{t('nav.menu')}</SidebarGroupLabel>
          <SidebarGroupContent>
            <nav aria-label={t('nav.main')}>
              <SidebarMenu>
                {visibleNavItems(!!user).map(({ key, to, icon: Icon }) => {
                  const active = isNavActive(pathname, to);
                  return (
                    <SidebarMenuItem key={key}>
                      <SidebarMenuButton asChild isActive={active} tooltip={t(`nav.items.${key}`)}>
                        <NavLink to={to} end={to === '/'} onClick={closeOnPhone} aria-current={active ? 'page' : undefined}>
                          <Icon aria-hidden />
                          <span>{t(`nav.items.${key}`)}</span>
                        </NavLink>
                      </SidebarMenuButton>
                    </SidebarMenuItem>
                  );
                })}
              </SidebarMenu>
            </nav>
          </SidebarGroupContent>
        </SidebarGroup>
        {/* The help centre: guides, FAQ, tutorials and API docs. */}
        <SidebarGroup className="pt-0">
          <SidebarGroupContent>
            <SidebarMenu>
              <SidebarMenuItem>
                <SidebarMenuButton asChild isActive={isNavActive(pathname, '/help')} tooltip={t('nav.help')}>
                  {/* With replies from support not read yet, the entry leads to them and shows how many. */}
                  <NavLink
                    to={unread ? '/account?tab=help' : '/help/getting-started'}
                    onClick={closeOnPhone}
                    aria-current={isNavActive(pathname, '/help') ? 'page' : undefined}
                    aria-label={unread ? `${t('nav.help')}: ${t('nav.supportUnread', { count: unread })}` : undefined}
                    data-testid="sidebar-help"
                  >
                    <LifeBuoy aria-hidden />
                    <span>{t('nav.help')}</span>
                    {unread ? (
                      <span className="ml-auto flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums" data-testid="sidebar-support-unread">
                        {unread > 99 ? '99+' : unread}
                      </span>
                    ) : null}
                  </NavLink>
                </SidebarMenuButton>
              </SidebarMenuItem>
              {user?.isAdmin ? (
                <SidebarMenuItem>
                  {/* The admin area has its own layout (router.tsx), so this entry is never the current page. */}
                  <SidebarMenuButton asChild tooltip={t('nav.admin')}>
                    <Link to="/admin" onClick={closeOnPhone} data-testid="sidebar-admin">
                      <ShieldCheck aria-hidden />
                      <span>{t('nav.admin')}</span>
                    </Link>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              ) : null}
            </SidebarMenu>
          </SidebarGroupContent>
        </SidebarGroup>
      </SidebarContent>

      <SidebarFooter>
        {user ? (
          <SidebarMenu>
            <SidebarMenuItem>
              {/* The profile: photo or initials, name and address. */}
              <SidebarMenuButton asChild size="lg" tooltip={user.name}>
                <Link to="/account?tab=profile" onClick={closeOnPhone} aria-label={t('profileLink', { name: user.name })} data-testid="sidebar-user">
                  <UserAvatar name={user.name} image={user.image} className="size-8" />
                  <span className="flex min-w-0 flex-col leading-tight">
                    <span className="truncate text-sm font-medium">{user.name}</span>
                    <span className="truncate text-xs text-sidebar-foreground/70">{user.email}</span>
                  </span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        ) : null}
        {credits.label ? (
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton asChild tooltip={credits.label} className="h-auto py-2">
                <Link to="/pricing" onClick={closeOnPhone} aria-label={`${t('credits.label')}: ${credits.label}`}>
                  <Coins aria-hidden className="text-sidebar-primary" />
                  <span className="flex flex-col">
                    <span className="font-medium tabular-nums" data-testid="sidebar-credits">{credits.label}</span>
                    <span className="text-xs text-sidebar-foreground/60">{t('credits.getMore')}</span>
                  </span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        ) : null}
        <SidebarSeparator className="group-data-[collapsible=icon]:mx-0" />
        <ThemeSwitcher />
        <SidebarMenu>
          <SidebarMenuItem>
            <LanguageMenu />
          </SidebarMenuItem>
          <SidebarMenuItem>
            <SignOutButton />
          </SidebarMenuItem>
        </SidebarMenu>
        <p className="px-2 pt-1 text-[11px] text-sidebar-foreground/70 group-data-[collapsible=icon]:hidden">{APP_VERSION_LABEL}</p>
      </SidebarFooter>
      <SidebarRail label={t('nav.toggleSidebar')} />
    </Sidebar>
  );
}
