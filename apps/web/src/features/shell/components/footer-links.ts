// SPEC 2.4 footer link lists. Subscription Plans, Terms of Service, Privacy Policy and Cookie
// Policy must work; the rest point at the screens users would expect (ARCHITECTURE 5), and
// entries with no screen yet render as plain text rather than dead links.
import { paths } from '@/config/paths.ts';

export interface FooterLink {
  label: string;
  to?: string;
}

export const FOOTER_COLUMNS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'helpCenter',
    links: [
      { label: 'contactUs', to: paths.contact },
      { label: 'myAccount', to: paths.profile },
      { label: 'devices', to: paths.profile },
    ],
  },
  {
    title: 'company',
    links: [{ label: 'aboutUs', to: paths.about }, { label: 'news', to: paths.news }, { label: 'careers' }, { label: 'press' }],
  },
  {
    title: 'legal',
    links: [
      { label: 'termsOfService', to: paths.termsOfService },
      { label: 'privacyPolicy', to: paths.privacyPolicy },
      { label: 'cookiePolicy', to: paths.cookiePolicy },
    ],
  },
  {
    title: 'explore',
    links: [
      { label: 'subscriptionPlans', to: paths.plans() },
      { label: 'premiumVideos', to: paths.premiumVideos },
      { label: 'freeVideos', to: paths.freeVideos },
      { label: 'regionalContent', to: paths.regional },
    ],
  },
];

/** SPEC 2.4 'support contact'. */
export const SUPPORT_EMAIL = 'support@telugutv.in';
export const SUPPORT_PHONE = '+91 40 4000 1234';
