// The home page's first paint without JavaScript (issue 13.3). The hero backdrop is the largest
// paint, and even preloaded it waited for the main chunk to evaluate and React to render (2.4-3 s
// at Lighthouse's 4x CPU). GET / therefore carries, inside <div id="root">, a static copy of the
// header bar and the first hero slide: the same <img> (src, WebP srcset, sizes, high priority) as
// the preload and the slide, its title and description. It uses the very class names of
// apps/web/src/features/home/components/hero-carousel.tsx (HERO_HEIGHT), hero-slide.tsx and
// features/shell/components/header.tsx, which the render-blocking built CSS already styles, so it
// fills exactly the box React's hero will fill; createRoot's first render replaces it. Keep the
// class strings in step with those files (e2e/tests/hero-first-paint.spec.ts compares the boxes).
import { artworkSources, HERO_IMAGE_SIZES, HERO_SLIDES_ELEMENT_ID, type HeroSlide } from '@ott/contract';
import { escapeHtml } from '../../lib/http/social-tags.ts';
import { pageDataScript } from '../../lib/http/spa-page.ts';

export interface ShellSlide {
  image: string;
  title: string;
  description: string | null;
}

const HERO_HEIGHT = 'h-[68svh] min-h-[460px] max-h-[640px] md:h-[82vh] md:max-h-[860px] md:min-h-[560px]';
const HEADER_BAR = 'fixed inset-x-0 top-0 z-40 h-16 bg-gradient-to-b from-black/80 via-black/40 to-transparent';
const TITLE =
  'line-clamp-3 text-3xl font-black leading-[1.05] tracking-tight text-white wrap-anywhere drop-shadow-lg sm:text-4xl md:text-5xl lg:text-6xl';
const DESCRIPTION = 'mt-3 line-clamp-2 max-w-lg text-sm text-white/75 md:line-clamp-3 md:text-base';

/** The markup that goes inside <div id="root"> on GET / (all text escaped). */
export function heroShellHtml(slide: ShellSlide): string {
  const { src, srcSet } = artworkSources(slide.image);
  const set = srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(HERO_IMAGE_SIZES)}"` : '';
  const description = slide.description ? `<p class="${DESCRIPTION}">${escapeHtml(slide.description)}</p>` : '';
  return (
    `<div data-first-paint="home" aria-hidden="true">` +
    `<div class="${HEADER_BAR}"></div>` +
    `<main class="min-h-[70vh]"><div class="relative overflow-hidden ${HERO_HEIGHT}">` +
    `<img src="${escapeHtml(src)}"${set} alt="" fetchpriority="high" class="bg-white/5 object-cover absolute inset-0 size-full" />` +
    `<div class="absolute inset-0 bg-gradient-to-t from-bg via-bg/35 to-black/30"></div>` +
    `<div class="absolute inset-0 hidden bg-gradient-to-r from-bg/95 via-bg/45 to-transparent md:block md:w-3/4"></div>` +
    `<div class="absolute inset-x-0 bottom-16 md:bottom-[24%] lg:bottom-[26%] px-4 md:px-10 lg:px-14"><div class="max-w-xl">` +
    `<h2 class="${TITLE}">${escapeHtml(slide.title)}</h2>` +
    // The meta line and the Watch / More Info buttons are the app's (translated) text: their room
    // is kept so the title sits where React's does.
    `<p class="mt-3 text-sm font-medium">&nbsp;</p>${description}<div class="mt-5 h-11 md:h-12"></div>` +
    `</div></div></div></main></div>`
  );
}

/** The hero slides as GET /api/videos/hero/ lists them, for the SPA's first render. */
export const heroSlidesScript = (slides: HeroSlide[]) => pageDataScript(HERO_SLIDES_ELEMENT_ID, slides);
