// Issue 18 points 4 and 5: what one video's answer adds to its row: the operator's skip markers and,
// for an episode of a published series, where it sits and which episode comes next (the player's
// countdown). Loaded with the cached base row, so both are viewer-independent and cached with it.
import { and, asc, eq } from 'drizzle-orm';
import { nextEpisodeId, type EpisodeRef, type SkipMarker, type SkipMarkerKind } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { series, titleMarkers, videos } from '../../lib/db/schema.ts';
import type { VideoRow } from './video-base.ts';

export async function loadTitleMarkers(db: Pick<Database, 'select'>, videoId: number): Promise<SkipMarker[]> {
  const rows = await db
    .select()
    .from(titleMarkers)
    .where(eq(titleMarkers.videoId, videoId))
    .orderBy(asc(titleMarkers.startMs), asc(titleMarkers.id));
  return rows.map((row) => ({ kind: row.kind as SkipMarkerKind, start: row.startMs / 1000, end: row.endMs / 1000 }));
}

/** Null for a film, or for an episode whose series is not published (it then plays as a title). */
export async function loadEpisodeRef(db: Database, row: Pick<VideoRow, 'id' | 'seriesId' | 'seasonNumber' | 'episodeNumber'>): Promise<EpisodeRef | null> {
  if (row.seriesId === null || row.seasonNumber === null || row.episodeNumber === null) return null;
  const [owner] = await db
    .select({ title: series.title })
    .from(series)
    .where(and(eq(series.id, row.seriesId), eq(series.status, 'published')));
  if (!owner) return null;
  const ordered = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.seriesId, row.seriesId), eq(videos.status, 'ready')))
    .orderBy(asc(videos.seasonNumber), asc(videos.episodeNumber), asc(videos.id));
  return {
    series_id: row.seriesId,
    series_title: owner.title,
    season_number: row.seasonNumber,
    episode_number: row.episodeNumber,
    next_episode_id: nextEpisodeId(ordered, row.id),
  };
}
