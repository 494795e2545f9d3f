// The cacheable part of a video: every field that is the same for all viewers. Stream URLs are
// left out on purpose (only their stored paths travel along) because paid ones are signed per user.
import type { Video, VideoType } from '@ott/contract';
import type { categories, videoPrices, videos } from '../../lib/db/schema.ts';
import { demoCaptionTracks, demoTrickPlayPath } from '../media/index.ts';
import { DEMO_CLIPS } from '../seed/index.ts';
import { assetUrl } from './asset-url.ts';

export type VideoBase = Omit<Video, 'video_url' | 'hls_url' | 'dash_url' | 'can_play' | 'trick_play_url'> & {
  stream: { hlsPath: string | null; dashPath: string | null; trickPlayPath: string | null };
};

export type VideoRow = typeof videos.$inferSelect;
export type PriceRow = typeof videoPrices.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

const VIDEO_TYPES: readonly string[] = ['free', 'paid', 'rental'] satisfies VideoType[];

/** An unknown stored type is treated as paid so that premium content never leaks. */
export function toVideoType(value: string): VideoType {
  return VIDEO_TYPES.includes(value) ? (value as VideoType) : 'paid';
}

const paiseToRupees = (paise: number) => paise / 100;

export function toVideoBase(
  row: VideoRow,
  categoryName: string | null,
  prices: PriceRow[],
  mediaBaseUrl: string,
): VideoBase {
  const videoType = toVideoType(row.videoType);
  const promo = assetUrl(mediaBaseUrl, row.promoHlsPath);
  const rentalPrices = prices.map((p) => ({
    id: p.id,
    rental_price: paiseToRupees(p.rentalPricePaise),
    rental_duration: p.rentalDurationDays,
  }));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    thumbnail_url: assetUrl(mediaBaseUrl, row.thumbnailUrl),
    portrait_thumbnail_url: assetUrl(mediaBaseUrl, row.portraitThumbnailUrl),
    poster_url: assetUrl(mediaBaseUrl, row.posterUrl),
    video_type: videoType,
    is_premium: videoType === 'paid',
    is_4k: row.is4k,
    is4K: row.is4k,
    mood1: row.mood1,
    mood2: row.mood2,
    created_at: row.createdAt.toISOString(),
    release_date: row.releaseDate,
    duration: row.duration,
    category_id: row.categoryId,
    category: row.categoryId,
    category_name: categoryName,
    categories: row.categoryId !== null && categoryName !== null ? [{ id: row.categoryId, name: categoryName }] : [],
    // Promos are trailers: public for everyone (SPEC 2.12 'Promo' button), never signed.
    promo_video_url: promo,
    promo_hls_url: promo,
    views_count: row.viewsCount,
    // SPEC 3: 'first entry used' for the rental price and duration.
    rental_price: rentalPrices[0]?.rental_price ?? null,
    prices: rentalPrices,
    // WebVTT tracks of titles streaming from a captioned demo clip (features/media); public text.
    captions: demoCaptionTracks(mediaBaseUrl, row.hlsPath, DEMO_CLIPS),
    // Seek-bar thumbnails: an uploaded film's own, else those beside a demo clip (issue 18), signed with its stream.
    stream: { hlsPath: row.hlsPath, dashPath: row.dashPath, trickPlayPath: row.trickPlayPath ?? demoTrickPlayPath(row.hlsPath, DEMO_CLIPS) },
  };
}
