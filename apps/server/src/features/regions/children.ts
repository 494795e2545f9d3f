// Child lists of one parent, cached (REGIONS_CACHE): the list routes, the name searches and the
// plain mandal list all read the same entry, so a search costs no query once a list is warm.
import type { Region, Village } from '@ott/contract';
import type { Cache } from '../../lib/cache.ts';
import type { Database } from '../../lib/db/client.ts';
import { isDbId } from '../../lib/db/int-id.ts';
import { REGIONS_CACHE, REGIONS_TTL_SECONDS } from './cache-keys.ts';
import { listChildren, type ChildLevel } from './repository.ts';

type ChildrenDeps = { db: Database; cache: Cache; mediaBaseUrl: string };

export function cachedChildren(deps: ChildrenDeps, level: 'villages', parentId: number): Promise<Village[]>;
export function cachedChildren(deps: ChildrenDeps, level: ChildLevel, parentId: number): Promise<Region[]>;
export async function cachedChildren(
  { db, cache, mediaBaseUrl }: ChildrenDeps,
  level: ChildLevel,
  parentId: number,
): Promise<Region[]> {
  // An id beyond PostgreSQL's integer cannot exist: no children, and no query that would fail.
  if (!isDbId(parentId)) return [];
  return cache.wrap(REGIONS_CACHE, `children:${level}:${parentId}`, REGIONS_TTL_SECONDS, () =>
    listChildren(db, level, parentId, mediaBaseUrl),
  );
}
