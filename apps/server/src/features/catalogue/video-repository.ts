// Video queries. Listings follow the (category|type, created_at) indexes of lib/db/schema.ts; only
// 'ready' videos are shown (a title still transcoding has nothing to play).
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { VideoListQuery } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { categories, videoPrices, videos } from '../../lib/db/schema.ts';
import { containsPattern } from '../../lib/search/like.ts';
import { searchKeyVariants } from '../../lib/search/search-key.ts';
import { toVideoBase, type PriceRow, type VideoBase, type VideoRow } from './video-base.ts';
import { loadEpisodeRef, loadTitleMarkers } from './video-extras.ts';

export type VideoListFilters = z.infer<typeof VideoListQuery>;

const READY = eq(videos.status, 'ready');
/**
 * Issue 18.4: lists of films leave episodes out (a series would fill a row with its episodes); the
 * series has its own row and page. One video's answer still finds an episode.
 */
const NOT_EPISODE = isNull(videos.seriesId);
const DEFAULT_LIST_LIMIT = 100;

async function withPrices(
  db: Database,
  rows: { video: VideoRow; categoryName: string | null }[],
  mediaBaseUrl: string,
): Promise<VideoBase[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.video.id);
  const prices = await db
    .select()
    .from(videoPrices)
    .where(inArray(videoPrices.videoId, ids))
    .orderBy(asc(videoPrices.id));
  const byVideo = new Map<number, PriceRow[]>();
  for (const p of prices) byVideo.set(p.videoId, [...(byVideo.get(p.videoId) ?? []), p]);
  return rows.map((r) => toVideoBase(r.video, r.categoryName, byVideo.get(r.video.id) ?? [], mediaBaseUrl));
}

const selectVideos = (db: Database) =>
  db
    .select({ video: videos, categoryName: categories.name })
    .from(videos)
    .leftJoin(categories, eq(categories.id, videos.categoryId));

export async function findVideoBase(db: Database, id: number, mediaBaseUrl: string): Promise<VideoBase | null> {
  const rows = await selectVideos(db).where(and(eq(videos.id, id), READY)).limit(1);
  const [video] = await withPrices(db, rows, mediaBaseUrl);
  if (!video || !rows[0]) return null;
  // Issue 18: one video's answer carries its skip markers and, for an episode, its series place.
  const [markers, episode] = await Promise.all([loadTitleMarkers(db, id), loadEpisodeRef(db, rows[0].video)]);
  return { ...video, markers, episode };
}

export async function listCategoryVideoBases(
  db: Database,
  categoryId: number,
  page: { offset: number; limit: number },
  mediaBaseUrl: string,
): Promise<{ total: number; items: VideoBase[] }> {
  const where = and(eq(videos.categoryId, categoryId), READY, NOT_EPISODE);
  const [counted] = await db.select({ total: count() }).from(videos).where(where);
  const total = counted?.total ?? 0;
  if (page.offset >= total) return { total, items: [] };
  const rows = await selectVideos(db)
    .where(where)
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total, items: await withPrices(db, rows, mediaBaseUrl) };
}

/** Ready videos that meet `where`, newest first (the regions feature's lists). */
export const newestVideosQuery = (db: Database, where: SQL | undefined, limit: number) =>
  selectVideos(db)
    .where(and(READY, NOT_EPISODE, where))
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .limit(limit);

export async function listNewestVideoBases(
  db: Database,
  where: SQL | undefined,
  limit: number,
  mediaBaseUrl: string,
): Promise<VideoBase[]> {
  return withPrices(db, await newestVideosQuery(db, where, limit), mediaBaseUrl);
}

const contains = containsPattern;

/**
 * Title match (docs/decisions.md 'Search'): the title itself, case-insensitive, or its Latin search
 * key (title_latin) against the query's keys, so 'prema' and 'preema' find 'ప్రేమ'. Both columns
 * have trigram GIN indexes (migration 0003), so each ILIKE '%q%' is an index scan.
 */
function titleMatch(text: string): SQL {
  const keys = searchKeyVariants(text).map((key) => ilike(videos.titleLatin, contains(key)));
  return or(ilike(videos.title, contains(text)), ...keys) ?? sql`false`;
}

/**
 * Categories are a few dozen rows: their ids are looked up first so the video condition stays on
 * the videos table (a join condition inside the OR would rule out the BitmapOr of the indexes).
 */
async function categoryMatch(db: Database, text: string): Promise<SQL> {
  const rows = await db.select({ id: categories.id }).from(categories).where(ilike(categories.name, contains(text)));
  return rows.length > 0 ? inArray(videos.categoryId, rows.map((r) => r.id)) : sql`false`;
}

async function textFilter(db: Database, f: VideoListFilters): Promise<SQL | undefined> {
  const title = f.title?.trim() || undefined;
  const description = f.description?.trim() || undefined;
  const categoryName = f.category_name?.trim() || undefined;
  // SPEC 7: the search screen sends the same text as title, description and category_name and
  // expects a match on ANY of them (SPEC 5 'Search'); distinct values narrow the list instead.
  if (title && title === description && title === categoryName) {
    return or(titleMatch(title), ilike(videos.description, contains(title)), await categoryMatch(db, title));
  }
  const parts = [
    title ? titleMatch(title) : undefined,
    description ? ilike(videos.description, contains(description)) : undefined,
    categoryName ? await categoryMatch(db, categoryName) : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return parts.length > 0 ? and(...parts) : undefined;
}

const ORDERINGS: Record<NonNullable<VideoListFilters['ordering']>, SQL[]> = {
  '-created_at': [desc(videos.createdAt), desc(videos.id)],
  created_at: [asc(videos.createdAt), asc(videos.id)],
  '-views_count': [desc(videos.viewsCount), desc(videos.id)],
  title: [asc(videos.title), asc(videos.id)],
  '-release_date': [sql`${videos.releaseDate} desc nulls last`, desc(videos.id)],
};

/**
 * The list query, not yet run (wrapped: a query builder is a thenable). The benchmark EXPLAINs
 * exactly this SQL (scripts/bench-search.ts).
 */
export async function videoListQuery(db: Database, f: VideoListFilters, now = new Date()) {
  const conditions = [
    READY,
    NOT_EPISODE,
    f.video_type ? eq(videos.videoType, f.video_type) : undefined,
    f.days ? gte(videos.createdAt, new Date(now.getTime() - f.days * 86_400_000)) : undefined,
    await textFilter(db, f),
  ];
  const order = f.random ? [sql`random()`] : ORDERINGS[f.ordering ?? '-created_at'];
  const query = selectVideos(db)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(f.limit ?? DEFAULT_LIST_LIMIT)
    .offset(f.offset ?? 0);
  return { query };
}

export async function listVideoBases(
  db: Database,
  f: VideoListFilters,
  mediaBaseUrl: string,
  now = new Date(),
): Promise<VideoBase[]> {
  const { query } = await videoListQuery(db, f, now);
  return withPrices(db, await query, mediaBaseUrl);
}
