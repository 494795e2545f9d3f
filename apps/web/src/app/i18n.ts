// i18next with English and Telugu. Shared strings live in ui/i18n.ts; each feature owns its strings
// in `features/<name>/i18n.ts` ({ en, te }) and registers them with `registerStrings` when its module
// loads, so lazy routes keep their strings out of the home bundle. Missing Telugu falls back to English.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonStrings } from '@/ui/i18n.ts';
import { writeLanguageCookie } from './language-cookie.ts';

const namespaces = {
  common: commonStrings,
} as const;

const resources = {
  en: Object.fromEntries(Object.entries(namespaces).map(([ns, s]) => [ns, s.en])),
  te: Object.fromEntries(Object.entries(namespaces).map(([ns, s]) => [ns, s.te])),
};

const stored = typeof localStorage !== 'undefined' ? localStorage.getItem('i18nextLng') : null;

void i18n.use(initReactI18next).init({
  resources,
  lng: stored === 'te' ? 'te' : 'en',
  fallbackLng: 'en',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

// The server paints some pages' first frame in the cookie's language (app/language-cookie.ts):
// written now from the stored choice, and again whenever the language changes.
writeLanguageCookie(i18n.language);
i18n.on('languageChanged', writeLanguageCookie);

export function registerStrings(ns: string, strings: { en: object; te: object }) {
  i18n.addResourceBundle('en', ns, strings.en, true, false);
  i18n.addResourceBundle('te', ns, strings.te, true, false);
}

export default i18n;
