// The company behind the service and how to reach it: one place for the footer, /contact, /about
// and the legal texts, so an address or number is never written twice.
import { BRAND_NAME } from '@ott/contract';

export const COMPANY = {
  brand: BRAND_NAME,
  legalName: 'TeluguTV Plus Media Private Limited',
  supportEmail: 'support@telugutv.in',
  privacyEmail: 'privacy@telugutv.in',
  careersEmail: 'careers@telugutv.in',
  pressEmail: 'press@telugutv.in',
  /** Shown in the Indian format; dialled without spaces. */
  supportPhone: '+91 40 4000 1234',
  /** Support desk hours, India Standard Time, Monday to Saturday. */
  supportHours: { openHour: 9, closeHour: 21 },
  /** Postal address; kept in English because that is how Indian Post expects it. */
  address: ['4th Floor, Sai Krupa Towers', 'Road No. 36, Jubilee Hills', 'Hyderabad, Telangana 500033', 'India'],
} as const;

export const SUPPORT_EMAIL = COMPANY.supportEmail;
export const SUPPORT_PHONE = COMPANY.supportPhone;

/** The number in the form a `tel:` link dials. */
export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;
