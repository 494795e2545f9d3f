// The plans page's first paint without JavaScript (issue 13). Its largest paint is the header's
// subtitle, which waited for the boot script, the entry chunk, the lazy route chunk and its
// strings (LCP 3.5 s on Lighthouse's mobile run). GET /plans therefore carries, inside
// <div id="root">, a static copy of the top of the page: the header bar, the "Back to Home" link,
// the title and the subtitle in the viewer's language (PLANS_PAGE_TEXT, the strings React uses),
// and the room of the plan cards. The class names are those of
// apps/web/src/features/payments/routes/plans-route.tsx, components/plan-card.tsx and
// plans-skeleton.tsx and of features/shell (root-layout.tsx, header.tsx), which the render-blocking
// built CSS already styles, so every box is where React's first render puts it. Keep them in step
// (e2e/tests/plans-first-paint.spec.ts compares the boxes; test/web/plans-shell.test.ts the strings).
import { PLANS_ELEMENT_ID, PLANS_PAGE_TEXT, type UiLanguage } from '@ott/contract';
import { escapeHtml } from '../../lib/http/social-tags.ts';
import { pageDataScript } from '../../lib/http/spa-page.ts';

/** header.tsx when not over a hero (/plans): solid. */
export const HEADER_BAR = 'fixed inset-x-0 top-0 z-40 h-16 bg-bg/95 shadow-lg shadow-black/40 backdrop-blur-md';
/** root-layout.tsx's <main> under a solid header. */
export const MAIN = 'min-h-[70vh] pt-16';
export const PAGE = 'mx-auto max-w-6xl px-4 pt-6 pb-28 md:px-8 md:pb-16';
export const BACK_LINK = 'inline-flex items-center gap-1.5 text-sm text-muted hover:text-white';
export const HEADER = 'mt-6 text-center';
export const TITLE =
  'bg-gradient-to-r from-gold via-amber-200 to-gold bg-clip-text text-3xl font-extrabold text-transparent md:text-4xl';
export const SUBTITLE = 'mx-auto mt-3 max-w-xl text-muted';
/** plan-card.tsx: PLAN_GRID, and a card's frame and reserved height as the skeleton draws it. */
export const PLAN_GRID = 'grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-3';
export const CARD_ROOM =
  'relative flex flex-col rounded-2xl border bg-gradient-to-b p-5 pt-7 min-h-[346px] sm:min-h-[402px] border-white/10 from-surface-2 to-surface';
/** plans-skeleton.tsx: PAY_BAR_PLACE, the inline Pay button's place on wide screens. */
export const PAY_BAR_PLACE = 'hidden md:mt-8 md:block md:h-12';
/** plans-skeleton.tsx: PLAN_SKELETON_COUNT, when the plans are not known. */
const DEFAULT_CARDS = 3;

/** lucide-react's ArrowLeft at size-4, as the link draws it. */
const ARROW_LEFT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
  'stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-arrow-left size-4" aria-hidden="true">' +
  '<path d="m12 19-7-7 7-7"></path><path d="M19 12H5"></path></svg>';

/**
 * The markup that goes inside <div id="root"> on GET /plans (all text escaped). `cards` is how
 * many plans React will show (their room is kept so nothing below moves); unknown means three.
 */
export function plansShellHtml(lang: UiLanguage, cards: number | null): string {
  const text = PLANS_PAGE_TEXT[lang];
  const count = cards && cards > 0 ? Math.min(cards, 12) : DEFAULT_CARDS;
  return (
    `<div data-first-paint="plans" aria-hidden="true">` +
    `<div class="${HEADER_BAR}"></div>` +
    `<main class="${MAIN}"><div class="${PAGE}">` +
    // Out of the tab order (the shell is hidden from assistive technology); a click still goes home.
    `<a href="/" tabindex="-1" class="${BACK_LINK}">${ARROW_LEFT}${escapeHtml(text.backToHome)}</a>` +
    `<header class="${HEADER}"><h1 class="${TITLE}">${escapeHtml(text.plansTitle)}</h1>` +
    `<p class="${SUBTITLE}">${escapeHtml(text.plansSubtitle)}</p></header>` +
    `<section class="mt-10"><div class="${PLAN_GRID}">${`<div class="${CARD_ROOM}"></div>`.repeat(count)}</div>` +
    `<div class="${PAY_BAR_PLACE}"></div></section>` +
    `</div></main></div>`
  );
}

/** The plans as GET /users/api/subscription-plans/ lists them, for the SPA's first render. */
export const plansScript = (plans: unknown[]) => pageDataScript(PLANS_ELEMENT_ID, plans);
