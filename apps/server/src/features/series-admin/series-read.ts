// The console's view of series: the list (drafts included) and one series with its seasons, every
// episode whatever its publishing state, and the pictures it may use (its episodes' artwork).
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { SERIES_MESSAGES, type AdminSeries, type AdminSeriesRow, type SeriesStatus } from '@ott/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../lib/db/client.ts';
import { seasons, series, videos } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { Queryable } from '../auth/index.ts';
import { assetUrl } from '../catalogue/index.ts';

type MediaConfig = Pick<Config, 'mediaBaseUrl'>;
const toStatus = (value: string): SeriesStatus => (value === 'published' ? 'published' : 'draft');

const episodeColumns = {
  id: videos.id,
  title: videos.title,
  seasonNumber: videos.seasonNumber,
  episodeNumber: videos.episodeNumber,
  status: videos.status,
  duration: videos.duration,
  thumbnailUrl: videos.thumbnailUrl,
  posterUrl: videos.posterUrl,
  portraitThumbnailUrl: videos.portraitThumbnailUrl,
};

export async function listAdminSeries(db: Database, config: MediaConfig): Promise<AdminSeriesRow[]> {
  const rows = await db.select().from(series).orderBy(desc(series.createdAt), desc(series.id)).limit(500);
  const ids = rows.map((r) => r.id);
  const [seasonCounts, episodeRows] = ids.length
    ? await Promise.all([
        db.select({ seriesId: seasons.seriesId, n: count() }).from(seasons).where(inArray(seasons.seriesId, ids)).groupBy(seasons.seriesId),
        db
          .select({ seriesId: videos.seriesId, thumbnailUrl: videos.thumbnailUrl, season: videos.seasonNumber, episode: videos.episodeNumber })
          .from(videos)
          .where(inArray(videos.seriesId, ids))
          .orderBy(asc(videos.seasonNumber), asc(videos.episodeNumber)),
      ])
    : [[], []];
  return rows.map((row) => {
    const episodes = episodeRows.filter((e) => e.seriesId === row.id);
    return {
      id: row.id,
      title: row.title,
      status: toStatus(row.status),
      season_count: seasonCounts.find((c) => c.seriesId === row.id)?.n ?? 0,
      episode_count: episodes.length,
      landscape_image_url: assetUrl(config.mediaBaseUrl, row.thumbnailUrl ?? episodes[0]?.thumbnailUrl ?? null),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** The episodes' pictures: what the series' artwork may be set to. */
export async function seriesImageOptions(tx: Queryable, seriesId: number): Promise<{ path: string; kind: 'landscape' | 'portrait' }[]> {
  const rows = await tx
    .select(episodeColumns)
    .from(videos)
    .where(eq(videos.seriesId, seriesId))
    .orderBy(asc(videos.seasonNumber), asc(videos.episodeNumber));
  const options = new Map<string, 'landscape' | 'portrait'>();
  for (const row of rows) {
    for (const path of [row.posterUrl, row.thumbnailUrl]) if (path && !options.has(path)) options.set(path, 'landscape');
    if (row.portraitThumbnailUrl && !options.has(row.portraitThumbnailUrl)) options.set(row.portraitThumbnailUrl, 'portrait');
  }
  return [...options].map(([path, kind]) => ({ path, kind }));
}

export async function loadAdminSeries(db: Database, config: MediaConfig, id: number): Promise<AdminSeries> {
  const [row] = await db.select().from(series).where(eq(series.id, id));
  if (!row) throw notFound(SERIES_MESSAGES.seriesNotFound);
  const [seasonRows, episodes, options] = await Promise.all([
    db.select().from(seasons).where(eq(seasons.seriesId, id)).orderBy(asc(seasons.number)),
    db
      .select(episodeColumns)
      .from(videos)
      .where(eq(videos.seriesId, id))
      .orderBy(asc(videos.seasonNumber), asc(videos.episodeNumber), asc(videos.id)),
    seriesImageOptions(db, id),
  ]);
  const url = (path: string | null) => assetUrl(config.mediaBaseUrl, path);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category_id: row.categoryId,
    status: toStatus(row.status),
    landscape_image: row.thumbnailUrl,
    portrait_image: row.portraitThumbnailUrl,
    landscape_image_url: url(row.thumbnailUrl ?? episodes[0]?.thumbnailUrl ?? null),
    portrait_image_url: url(row.portraitThumbnailUrl ?? episodes[0]?.portraitThumbnailUrl ?? null),
    image_options: options.map((o) => ({ ...o, url: url(o.path) ?? '' })),
    seasons: seasonRows.map((season) => ({
      number: season.number,
      title: season.title,
      episodes: episodes
        .filter((e) => e.seasonNumber === season.number)
        .map((e) => ({
          video_id: e.id,
          title: e.title,
          episode_number: e.episodeNumber ?? 0,
          is_published: e.status === 'ready',
          duration: e.duration,
          landscape_image_url: url(e.thumbnailUrl),
        })),
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
