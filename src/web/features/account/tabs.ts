/** The sections of the account page (spec section 2 'Account sections'), chosen with `?tab=`. */
import { Bell, CreditCard, LifeBuoy, type LucideIcon, Settings, Shield } from 'lucide-react';

/** Account sections in display order. */
export const ACCOUNT_TABS = ['settings', 'notifications', 'privacy', 'billing', 'help'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The section shown without `?tab=`. */
export const DEFAULT_ACCOUNT_TAB: AccountTab = 'settings';

/** Icon of each section. */
export const ACCOUNT_TAB_ICONS: Record<AccountTab, LucideIcon> = {
  settings: Settings,
  notifications: Bell,
  privacy: Shield,
  billing: CreditCard,
  help: LifeBuoy,
};

/** The section named by a `?tab=` value; the default one for a missing or unknown value. */
export function accountTabOf(value: string | null | undefined): AccountTab {
  return ACCOUNT_TABS.includes(value as AccountTab) ? (value as AccountTab) : DEFAULT_ACCOUNT_TAB;
}
