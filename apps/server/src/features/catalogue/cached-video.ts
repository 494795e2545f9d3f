// One title's cached base row and its anonymous answer, shared by GET /api/videos/{id}/ and the
// /movie/{id} link-preview card (the same cache entry, so either warms it for the other).
import type { Deps } from '../../lib/deps.ts';
import { withAnonymousBody, type WithAnonymousBody } from './anonymous-body.ts';
import { CATALOGUE_CACHE, CATALOGUE_TTL_SECONDS } from './cache-keys.ts';
import { ANONYMOUS_VIEWER, presentVideo } from './service.ts';
import type { VideoBase } from './video-base.ts';
import { findVideoBase } from './video-repository.ts';

export function cachedVideo(
  { db, cache, config }: Pick<Deps, 'db' | 'cache' | 'config'>,
  id: number,
): Promise<WithAnonymousBody<VideoBase | null>> {
  return cache.wrapDerived(
    CATALOGUE_CACHE.videos,
    `video:${id}`,
    CATALOGUE_TTL_SECONDS.video,
    () => findVideoBase(db, id, config.mediaBaseUrl),
    withAnonymousBody<VideoBase | null>((base) => presentVideo(base, ANONYMOUS_VIEWER, config)),
  );
}
