// Public surface of the info feature (about, contact, downloads, legal pages). Only the legal texts
// leave the feature: the login consent modals show the same Terms and Privacy Policy. Screens are
// lazy routes the router imports directly, so nothing here weighs on the home bundle.
export { legalStrings, isLegalSections } from './legal/legal-content.ts';
export { formatLegalDate } from './legal/legal-date.ts';
export type { LegalDocument, LegalSection } from './legal/legal-section.ts';
