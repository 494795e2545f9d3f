// The link-preview card of /movie/{id} (SPEC 2.12 share dialog, issue 12): title, description and
// the wide poster of a published (ready) title, from the same cached row GET /api/videos/{id}/
// uses, so a shared link costs no extra query once the page or API has been seen.
import { BRAND_NAME } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { isDbId } from '../../lib/db/int-id.ts';
import type { PageCard, PageCardResolver } from '../../lib/http/social-tags.ts';
import { cachedVideo } from './cached-video.ts';
import { movieShellHtml } from './movie-shell.ts';

/** Digits only, so NUL bytes, encodings and other junk never reach the database. */
const MOVIE_PATH = /^\/movie\/(\d{1,10})\/?$/;

export function movieIdOf(pathname: string): number | null {
  const id = Number(MOVIE_PATH.exec(pathname)?.[1] ?? Number.NaN);
  return isDbId(id) ? id : null;
}

export function movieSocialCard({ db, cache, config }: Pick<Deps, 'db' | 'cache' | 'config'>): PageCardResolver {
  return async (pathname): Promise<PageCard | null> => {
    const id = movieIdOf(pathname);
    if (id === null) return null;
    const video = (await cachedVideo({ db, cache, config }, id)).value;
    if (!video) return null;
    const backdrop = video.poster_url || video.thumbnail_url || video.portrait_thumbnail_url;
    return {
      title: video.title,
      description: video.description.trim() || `Watch ${video.title} on ${BRAND_NAME}.`,
      // poster_url is the wide still (the page's backdrop): what summary_large_image wants.
      imageUrl: video.poster_url ?? video.thumbnail_url ?? video.portrait_thumbnail_url,
      path: `/movie/${id}`,
      type: 'video.movie',
      firstPaint: backdrop ? movieShellHtml(backdrop) : undefined,
    };
  };
}
