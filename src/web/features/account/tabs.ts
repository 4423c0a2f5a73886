/** The sections of the account page, chosen with `?tab=`. */
import { Bell, CreditCard, KeyRound, LifeBuoy, type LucideIcon, Settings, Shield, UserRound } from 'lucide-react';

/** Account sections in display order. */
export const ACCOUNT_TABS = ['profile', 'settings', 'notifications', 'privacy', 'billing', 'api', 'help'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The section shown without `?tab=`: the profile, as the sidebar's 'Account' entry suggests. */
export const DEFAULT_ACCOUNT_TAB: AccountTab = 'profile';

/** Icon of each section. */
export const ACCOUNT_TAB_ICONS: Record<AccountTab, LucideIcon> = {
  profile: UserRound,
  settings: Settings,
  notifications: Bell,
  privacy: Shield,
  billing: CreditCard,
  api: KeyRound,
  help: LifeBuoy,
};

/** The section named by a `?tab=` value; the default one for a missing or unknown value. */
export function accountTabOf(value: string | null | undefined): AccountTab {
  return ACCOUNT_TABS.includes(value as AccountTab) ? (value as AccountTab) : DEFAULT_ACCOUNT_TAB;
}
