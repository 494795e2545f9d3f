// Hero slides, categories and live streams: small, viewer-independent lists.
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Category, HeroSlide, LiveStream } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { categories, heroSlides, liveStreams, videos } from '../../lib/db/schema.ts';
import { assetUrl } from './asset-url.ts';
import { toVideoType, type CategoryRow } from './video-base.ts';

export function toCategory(row: CategoryRow, mediaBaseUrl: string): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: assetUrl(mediaBaseUrl, row.image),
    is_premium: row.isPremium,
  };
}

/** Every active category by sort order; id 19 included (only the client's home row hides it). */
export async function listActiveCategories(db: Database, mediaBaseUrl: string): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map((row) => toCategory(row, mediaBaseUrl));
}

export async function findActiveCategory(db: Database, id: number, mediaBaseUrl: string): Promise<Category | null> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.isActive, true)))
    .limit(1);
  return row ? toCategory(row, mediaBaseUrl) : null;
}

export async function listHeroSlides(
  db: Database,
  mediaBaseUrl: string,
): Promise<z.infer<typeof HeroSlide>[]> {
  const rows = await db
    .select({ slide: heroSlides, video: videos, categoryName: categories.name })
    .from(heroSlides)
    .innerJoin(videos, eq(videos.id, heroSlides.videoId))
    .leftJoin(categories, eq(categories.id, videos.categoryId))
    .where(and(eq(heroSlides.isActive, true), eq(videos.status, 'ready')))
    .orderBy(asc(heroSlides.sortOrder), asc(heroSlides.id));
  return rows.map(({ slide, video, categoryName }) => ({
    id: slide.id,
    video_id: video.id,
    title: video.title,
    description: video.description,
    backdrop_url: assetUrl(mediaBaseUrl, slide.backdropUrl ?? video.posterUrl),
    thumbnail_url: assetUrl(mediaBaseUrl, video.thumbnailUrl),
    promo_hls_url: assetUrl(mediaBaseUrl, slide.promoHlsPath ?? video.promoHlsPath),
    video_type: toVideoType(video.videoType),
    is_4k: video.is4k,
    category_name: categoryName,
    release_date: video.releaseDate,
    duration: video.duration,
    order: slide.sortOrder,
  }));
}

export async function listActiveLiveStreamRows(db: Database, categoryId: number) {
  return db
    .select()
    .from(liveStreams)
    .where(and(eq(liveStreams.categoryId, categoryId), eq(liveStreams.isActive, true)))
    .orderBy(asc(liveStreams.sortOrder), asc(liveStreams.id));
}

/** Every category's active streams: by category, then the operator's order. */
export async function listAllActiveLiveStreamRows(db: Database) {
  return db
    .select()
    .from(liveStreams)
    .where(eq(liveStreams.isActive, true))
    .orderBy(asc(liveStreams.categoryId), asc(liveStreams.sortOrder), asc(liveStreams.id));
}

/** The row as everyone may see it: a premium channel's stream stays out (live-stream-access.ts). */
export function presentPublicLiveStream(
  row: typeof liveStreams.$inferSelect,
  mediaBaseUrl: string,
): z.infer<typeof LiveStream> {
  const stream = presentLiveStream(row, mediaBaseUrl);
  return row.isPremium ? { ...stream, live_url: null } : stream;
}

/** A live_streams row as the contract's LiveStream, media paths resolved against the origin (operators' view). */
export function presentLiveStream(
  row: typeof liveStreams.$inferSelect,
  mediaBaseUrl: string,
): z.infer<typeof LiveStream> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    live_url: assetUrl(mediaBaseUrl, row.liveUrl) ?? row.liveUrl,
    thumbnail: assetUrl(mediaBaseUrl, row.thumbnail),
    is_important: row.isImportant,
    is_active: row.isActive,
    is_premium: row.isPremium,
    order: row.sortOrder,
    category: row.categoryId,
  };
}
