// The header's and the mobile bottom nav's links (SPEC 2.4), in order.
import { House, MapPin, Newspaper, Search } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths.ts';

export const HEADER_NAV = [
  { to: paths.home, label: 'home', end: true },
  { to: paths.about, label: 'about', end: false },
  { to: paths.regional, label: 'regionalContent', end: false },
  { to: paths.news, label: 'news', end: false },
  { to: paths.contact, label: 'contact', end: false },
] as const;

/** SPEC 2.4 'Mobile bottom nav'; the fifth item, Profile, is a button that opens the menu. */
export const BOTTOM_NAV: readonly { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: paths.home, label: 'home', icon: House, end: true },
  { to: paths.regional, label: 'regional', icon: MapPin },
  { to: paths.search, label: 'search', icon: Search },
  { to: paths.news, label: 'news', icon: Newspaper },
];
