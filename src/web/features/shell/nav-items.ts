/** Entries of the sidebar and the bottom navigation. */
import { Clapperboard, House, Images, type LucideIcon, Sparkles, UserRound } from 'lucide-react';

/** One navigation entry. */
export type NavItem = {
  key: 'home' | 'create' | 'library' | 'videos' | 'account';
  to: string;
  icon: LucideIcon;
  /** Hidden from signed-out visitors. */
  signedInOnly: boolean;
};

/** Home, create, library, videos, account: in this order everywhere. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', to: '/', icon: House, signedInOnly: false },
  { key: 'create', to: '/create', icon: Sparkles, signedInOnly: true },
  { key: 'library', to: '/library', icon: Images, signedInOnly: true },
  { key: 'videos', to: '/videos', icon: Clapperboard, signedInOnly: true },
  { key: 'account', to: '/account', icon: UserRound, signedInOnly: false },
];

/** The entries a visitor may see: create, library and videos only when signed in. */
export function visibleNavItems(signedIn: boolean): NavItem[] {
  return NAV_ITEMS.filter((item) => signedIn || !item.signedInOnly);
}

/** Whether an entry is the current section: exact for home, prefix for the others. */
export function isNavActive(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The label beside the product name in the sidebar. */
export const APP_VERSION_LABEL = 'Vitrine v3.0';

/** Where the bottom navigation is hidden (the UGC flow has its own step bar). */
export function bottomNavHidden(pathname: string): boolean {
  return pathname === '/create/ugc' || pathname.startsWith('/create/ugc/');
}
