// Cache namespaces and lifetimes of catalogue reads (ARCHITECTURE 9). An admin edit invalidates
// the namespace it touches; the TTLs only bound staleness when nobody invalidates.
import type { Cache } from '../../lib/cache.ts';

export const CATALOGUE_CACHE = {
  /** Video base rows, category pages, lists and hero slides: any video edit touches them all. */
  videos: 'catalogue:videos',
  categories: 'catalogue:categories',
  /** Polled every 5-10 s by every open page (SPEC 9), so a short TTL is still a big saving. */
  live: 'catalogue:live',
} as const;

export const CATALOGUE_TTL_SECONDS = {
  video: 300,
  hero: 300,
  categoryPage: 120,
  list: 60,
  categories: 300,
  live: 15,
} as const;

export async function invalidateCatalogueCache(cache: Cache): Promise<void> {
  for (const namespace of Object.values(CATALOGUE_CACHE)) await cache.invalidate(namespace);
}
