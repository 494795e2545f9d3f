// SPEC 2.4 footer link lists. Subscription Plans, Terms of Service, Privacy Policy and Cookie
// Policy must work; the rest point at the screens users would expect (ARCHITECTURE 5): careers
// and press are sections of /about. An entry without `to` would render as plain text.
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
      { label: 'devices', to: paths.profileDevices },
    ],
  },
  {
    title: 'company',
    links: [{ label: 'aboutUs', to: paths.about }, { label: 'news', to: paths.news }, { label: 'careers', to: `${paths.about}#careers` }, { label: 'press', to: `${paths.about}#press` }],
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

/** SPEC 2.4 'support contact': the company config's, shared with /contact. */
export { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/config/company.ts';
