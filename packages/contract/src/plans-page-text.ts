// The top of /plans in English and Telugu (issue 13): the one source of these texts. The web's
// payments strings (apps/web/src/features/payments/i18n.ts) take them from here, and the server
// paints them before any script runs (apps/server/src/features/plans-page), so the first paint and
// React's render can never disagree.

/** The languages of the app (apps/web/src/app/i18n.ts); English is the default. */
export type UiLanguage = 'en' | 'te';

/**
 * The cookie in which the web mirrors the viewer's language (localStorage `i18nextLng`), so the
 * server can paint a page's first frame in it. Anything but `te` means English.
 */
export const LANGUAGE_COOKIE = 'lang';

/** A cookie value (or anything else) as a language: only `te` is Telugu. */
export function uiLanguage(value: unknown): UiLanguage {
  return value === 'te' ? 'te' : 'en';
}

export const PLANS_PAGE_TEXT = {
  en: {
    backToHome: 'Back to Home',
    plansTitle: 'Premium Plans Available',
    plansSubtitle: 'Unlimited Telugu movies, shows and live TV. Pick the plan that suits you.',
  },
  te: {
    backToHome: 'హోమ్‌కు తిరిగి వెళ్ళండి',
    plansTitle: 'ప్రీమియం ప్లాన్‌లు అందుబాటులో ఉన్నాయి',
    plansSubtitle: 'అపరిమిత తెలుగు సినిమాలు, షోలు మరియు లైవ్ టీవీ. మీకు సరిపోయే ప్లాన్ ఎంచుకోండి.',
  },
} as const satisfies Record<UiLanguage, Record<'backToHome' | 'plansTitle' | 'plansSubtitle', string>>;

/** The id of the JSON <script> in which GET /plans hands the SPA the plan list (issue 13). */
export const PLANS_ELEMENT_ID = 'plans-list';
