// Videos of a region (SPEC 2.13, 4 'Regional': "videos load using the most specific selected
// level"). A video tagged at a level carries the ids of every level above it (video-region-paths.ts),
// so each level is one indexed column: videos_village ... videos_state.
import { eq, isNotNull, type SQL } from 'drizzle-orm';
import type { RegionalVideosQuery } from '@ott/contract';
import type { Cache } from '../../lib/cache.ts';
import type { Database } from '../../lib/db/client.ts';
import { isDbId } from '../../lib/db/int-id.ts';
import { videos } from '../../lib/db/schema.ts';
import { CATALOGUE_CACHE, CATALOGUE_TTL_SECONDS, listNewestVideoBases, type VideoBase } from '../catalogue/index.ts';

/** Most specific first. */
const LEVELS = [
  ['village_id', videos.villageId],
  ['mandal_id', videos.mandalId],
  ['constituency_id', videos.constituencyId],
  ['district_id', videos.districtId],
  ['state_id', videos.stateId],
] as const;

export type RegionLevel = (typeof LEVELS)[number][0];

/** Newest this many; a state may hold thousands, the screen shows one grid. */
export const REGIONAL_VIDEOS_LIMIT = 60;

/** The most specific id given, or null when none is. */
export function mostSpecific(query: RegionalVideosQuery): { level: RegionLevel; id: number } | null {
  for (const [level] of LEVELS) {
    const id = query[level];
    if (id !== undefined) return { level, id };
  }
  return null;
}

export function regionalCondition(target: { level: RegionLevel; id: number } | null): SQL {
  if (!target) return isNotNull(videos.stateId);
  const column = LEVELS.find(([level]) => level === target.level)?.[1] ?? videos.stateId;
  return eq(column, target.id);
}

/**
 * Viewer-independent base rows, cached with the catalogue's video entries (a video edit clears
 * them). No target: every regionally tagged video (all carry a state).
 */
export async function regionalVideoBases(
  { db, cache, mediaBaseUrl }: { db: Database; cache: Cache; mediaBaseUrl: string },
  target: { level: RegionLevel; id: number } | null,
  limit = REGIONAL_VIDEOS_LIMIT,
): Promise<VideoBase[]> {
  if (target && !isDbId(target.id)) return [];
  const key = target ? `regional:${target.level}:${target.id}:${limit}` : `regional:all:${limit}`;
  return cache.wrap(CATALOGUE_CACHE.videos, key, CATALOGUE_TTL_SECONDS.list, () =>
    listNewestVideoBases(db, regionalCondition(target), limit, mediaBaseUrl),
  );
}
