// The movie details page's first paint without JavaScript (issue 13.3): its largest paint is the
// backdrop, which waited for the main chunk, the lazy route chunk and GET /api/videos/{id}/. The
// HTML of /movie/{id} carries, inside <div id="root">, the header bar and the backdrop <img> (src,
// WebP srcset, MOVIE_BACKDROP_SIZES, high priority) in the box of
// apps/web/src/features/movie/components/movie-hero.tsx and hero-backdrop.tsx, with their class
// names (styled by the render-blocking built CSS); React's first render replaces it. The title
// and facts stay React's: their height above the fold depends on badges and chips.
import { artworkSources, MOVIE_BACKDROP_SIZES } from '@ott/contract';
import { escapeHtml } from '../../lib/http/social-tags.ts';

const HEADER_BAR = 'fixed inset-x-0 top-0 z-40 h-16 bg-gradient-to-b from-black/80 via-black/40 to-transparent';

export function movieShellHtml(image: string): string {
  const { src, srcSet } = artworkSources(image);
  const set = srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(MOVIE_BACKDROP_SIZES)}"` : '';
  return (
    `<div data-first-paint="movie" aria-hidden="true">` +
    `<div class="${HEADER_BAR}"></div>` +
    `<main class="min-h-[70vh]"><div class="pb-10"><section class="relative isolate md:flex md:min-h-[max(88vh,560px)] md:items-end">` +
    `<div class="relative h-[56vh] min-h-[300px] md:absolute md:inset-0 md:h-auto"><div class="absolute inset-0 overflow-hidden">` +
    `<img src="${escapeHtml(src)}"${set} alt="" fetchpriority="high" class="bg-white/5 object-cover size-full object-top" />` +
    `<div class="absolute inset-0 bg-gradient-to-t from-bg via-bg/30 to-black/30 md:via-transparent md:to-black/40"></div>` +
    `<div class="absolute inset-0 hidden bg-gradient-to-r from-bg via-bg/75 to-transparent md:block md:w-[75%]"></div>` +
    `<div class="absolute inset-x-0 bottom-0 h-40 bg-gradient-to-t from-bg to-transparent"></div>` +
    `</div></div></section></div></main></div>`
  );
}
