// What viewers see of series: published series with their seasons and published ('ready') episodes
// in watching order. A series without artwork of its own shows its first episode's.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Series, SeriesCard, SeriesEpisode, SeriesSeason } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { categories, seasons, series, videos } from '../../lib/db/schema.ts';
import { assetUrl, toVideoType } from '../catalogue/index.ts';

type SeriesRow = typeof series.$inferSelect;
type EpisodeRow = Pick<
  typeof videos.$inferSelect,
  'id' | 'title' | 'description' | 'seriesId' | 'seasonNumber' | 'episodeNumber' | 'duration' | 'thumbnailUrl' | 'portraitThumbnailUrl' | 'posterUrl' | 'videoType'
>;

const LIST_LIMIT = 50;

async function publishedEpisodes(db: Database, seriesIds: number[]): Promise<EpisodeRow[]> {
  if (seriesIds.length === 0) return [];
  return db
    .select({
      id: videos.id,
      title: videos.title,
      description: videos.description,
      seriesId: videos.seriesId,
      seasonNumber: videos.seasonNumber,
      episodeNumber: videos.episodeNumber,
      duration: videos.duration,
      thumbnailUrl: videos.thumbnailUrl,
      portraitThumbnailUrl: videos.portraitThumbnailUrl,
      posterUrl: videos.posterUrl,
      videoType: videos.videoType,
    })
    .from(videos)
    .where(and(inArray(videos.seriesId, seriesIds), eq(videos.status, 'ready')))
    .orderBy(asc(videos.seasonNumber), asc(videos.episodeNumber), asc(videos.id));
}

function toCard(row: SeriesRow, categoryName: string | null, episodes: EpisodeRow[], mediaBaseUrl: string): SeriesCard {
  const first = episodes[0];
  const image = (own: string | null, fallback: string | null | undefined) => assetUrl(mediaBaseUrl, own ?? fallback ?? null);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    thumbnail_url: image(row.thumbnailUrl, first?.thumbnailUrl),
    portrait_thumbnail_url: image(row.portraitThumbnailUrl, first?.portraitThumbnailUrl),
    poster_url: image(row.posterUrl, first?.posterUrl),
    category_id: row.categoryId,
    category_name: categoryName,
    is_premium: episodes.some((e) => e.videoType !== 'free'),
    season_count: new Set(episodes.map((e) => e.seasonNumber)).size,
    episode_count: episodes.length,
  };
}

function toEpisode(row: EpisodeRow, mediaBaseUrl: string): SeriesEpisode {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    season_number: row.seasonNumber ?? 0,
    episode_number: row.episodeNumber ?? 0,
    duration: row.duration,
    thumbnail_url: assetUrl(mediaBaseUrl, row.thumbnailUrl),
    video_type: toVideoType(row.videoType),
  };
}

/** A published series with its seasons that have a published episode; null when unknown or draft. */
export async function findPublishedSeries(db: Database, id: number, mediaBaseUrl: string): Promise<Series | null> {
  const [found] = await db
    .select({ series, categoryName: categories.name })
    .from(series)
    .leftJoin(categories, eq(categories.id, series.categoryId))
    .where(and(eq(series.id, id), eq(series.status, 'published')));
  if (!found) return null;
  const [episodes, seasonRows] = await Promise.all([
    publishedEpisodes(db, [id]),
    db.select().from(seasons).where(eq(seasons.seriesId, id)).orderBy(asc(seasons.number)),
  ]);
  const seasonList: SeriesSeason[] = seasonRows
    .map((season) => ({
      number: season.number,
      title: season.title ?? `Season ${season.number}`,
      episodes: episodes.filter((e) => e.seasonNumber === season.number).map((e) => toEpisode(e, mediaBaseUrl)),
    }))
    .filter((season) => season.episodes.length > 0);
  return { ...toCard(found.series, found.categoryName, episodes, mediaBaseUrl), seasons: seasonList };
}

/** Published series that have a published episode, newest first (the home row). */
export async function listPublishedSeries(db: Database, mediaBaseUrl: string): Promise<SeriesCard[]> {
  const rows = await db
    .select({ series, categoryName: categories.name })
    .from(series)
    .leftJoin(categories, eq(categories.id, series.categoryId))
    .where(eq(series.status, 'published'))
    .orderBy(desc(series.createdAt), desc(series.id))
    .limit(LIST_LIMIT);
  const episodes = await publishedEpisodes(
    db,
    rows.map((r) => r.series.id),
  );
  return rows
    .map((r) => toCard(r.series, r.categoryName, episodes.filter((e) => e.seriesId === r.series.id), mediaBaseUrl))
    .filter((card) => card.episode_count > 0);
}

/** The published episodes of a published series in watching order (empty when none or not published). */
export async function listEpisodeOrder(db: Database, id: number): Promise<{ id: number }[]> {
  const [found] = await db
    .select({ id: series.id })
    .from(series)
    .where(and(eq(series.id, id), eq(series.status, 'published')));
  if (!found) return [];
  return (await publishedEpisodes(db, [id])).map((e) => ({ id: e.id }));
}
