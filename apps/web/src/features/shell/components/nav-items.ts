// The header's links (SPEC 2.4 'Header nav'), in order.
import { paths } from '@/config/paths.ts';

export const HEADER_NAV = [
  { to: paths.home, label: 'home', end: true },
  { to: paths.about, label: 'about', end: false },
  { to: paths.regional, label: 'regionalContent', end: false },
  { to: paths.news, label: 'news', end: false },
  { to: paths.contact, label: 'contact', end: false },
] as const;
