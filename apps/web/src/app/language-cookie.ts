// The viewer's language as a cookie (issue 13): i18next keeps the choice in localStorage, which
// the server cannot read, so the server's first paint of a page (GET /plans) would always be
// English. The cookie `lang=te|en` mirrors it on every change and once at start-up, so a Telugu
// viewer's next page load is painted in Telugu from the first frame.
import { LANGUAGE_COOKIE, uiLanguage } from '@ott/contract';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The Set-Cookie text for a language (anything but Telugu is English). */
export function languageCookie(language: string | undefined): string {
  return `${LANGUAGE_COOKIE}=${uiLanguage(language)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

export function writeLanguageCookie(language: string | undefined) {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = languageCookie(language);
  } catch {
    // Cookies disabled: the server paints English, React then renders the stored language.
  }
}
