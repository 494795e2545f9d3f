// The three legal documents in both languages (SPEC 2.21). Registered as i18n resources by the
// legal pages (namespace 'info') and by the login consent modals (namespace 'auth').
import { cookiesEn, cookiesTe } from './cookie-content.ts';
import type { LegalDocument, LegalSection } from './legal-section.ts';
import { privacyEn, privacyTe } from './privacy-content.ts';
import { termsEn, termsTe } from './terms-content.ts';

export const legalStrings: Record<'en' | 'te', Record<LegalDocument, LegalSection[]>> = {
  en: { terms: termsEn, privacy: privacyEn, cookies: cookiesEn },
  te: { terms: termsTe, privacy: privacyTe, cookies: cookiesTe },
};

export function isLegalSections(value: unknown): value is LegalSection[] {
  return Array.isArray(value) && value.every((s) => typeof s?.heading === 'string' && typeof s?.body === 'string');
}
