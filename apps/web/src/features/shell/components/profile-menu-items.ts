// SPEC 2.4 profile menu entries by audience, in the spec's order. ARCHITECTURE 5 gives the
// "does nothing" items real targets: My List -> /watchlist, Help -> /contact, Offers -> /plans,
// Terms -> /terms-of-service. Logout sits between the 'always' and 'signedOut' groups.
import { BadgePercent, Bookmark, CircleHelp, Crown, Download, FileText, Gift, LogIn, UserRound, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths.ts';

export type MenuAudience = 'signedIn' | 'always' | 'signedOut';

export interface ProfileMenuItem {
  label: string;
  to: string;
  icon: LucideIcon;
  audience: MenuAudience;
}

export const PROFILE_MENU_ITEMS: readonly ProfileMenuItem[] = [
  { label: 'myProfile', to: paths.profile, icon: UserRound, audience: 'signedIn' },
  { label: 'myList', to: paths.watchlist, icon: Bookmark, audience: 'signedIn' },
  // Issue 18.3: titles kept offline on this device.
  { label: 'downloads', to: paths.downloads, icon: Download, audience: 'signedIn' },
  { label: 'referral', to: paths.referral, icon: Gift, audience: 'signedIn' },
  { label: 'wallet', to: paths.wallet, icon: Wallet, audience: 'always' },
  { label: 'help', to: paths.contact, icon: CircleHelp, audience: 'always' },
  { label: 'offers', to: paths.plans(), icon: BadgePercent, audience: 'always' },
  { label: 'terms', to: paths.termsOfService, icon: FileText, audience: 'always' },
  { label: 'signIn', to: paths.login(), icon: LogIn, audience: 'signedOut' },
  { label: 'subscribeNow', to: paths.plans(), icon: Crown, audience: 'signedOut' },
];
