// Read-only views of a Video for the details page; pure, so the page and its tests agree.
import type { Video } from '@ott/contract';
import type { PlayerSource } from '@/features/player/index.ts';

/** The first four characters of the release date (SPEC 3 dates are ISO strings). */
export function releaseYear(video: Pick<Video, 'release_date'>): string {
  return video.release_date ? video.release_date.slice(0, 4) : '';
}

/**
 * The wide backdrop: poster_url is the large landscape still (1280 px in our catalogue), the
 * thumbnail a smaller one; the portrait image is the last resort.
 */
export function backdropOf(video: Pick<Video, 'thumbnail_url' | 'poster_url' | 'portrait_thumbnail_url'>): string | undefined {
  return video.poster_url || video.thumbnail_url || video.portrait_thumbnail_url || undefined;
}

export interface RentalOffer {
  price: number;
  days: number;
}

/** SPEC 3 / 9: rental price and duration come from the first price entry. */
export function rentalOfferOf(video: Pick<Video, 'prices'>): RentalOffer | null {
  const first = video.prices[0];
  if (first) return { price: first.rental_price, days: first.rental_duration };
  return null;
}

/** SPEC 2.12: up to two mood tags. */
export function moodsOf(video: Pick<Video, 'mood1' | 'mood2'>): string[] {
  return [video.mood1, video.mood2].map((mood) => mood?.trim() ?? '').filter(Boolean).slice(0, 2);
}

export interface CategoryLink {
  id: number;
  name: string;
}

/** The movie's category from whichever of the spec's fields the server filled. */
export function categoryOf(video: Pick<Video, 'category_id' | 'category' | 'category_name' | 'categories'>): CategoryLink | null {
  const id = video.category_id ?? video.category ?? video.categories[0]?.id ?? null;
  const name = video.category_name ?? video.categories[0]?.name ?? null;
  return id !== null && name ? { id, name } : null;
}

/** Premium crown for paid titles (SPEC 2.12); is_premium also marks them. */
export function isPremium(video: Pick<Video, 'video_type' | 'is_premium'>): boolean {
  return video.video_type === 'paid' || video.is_premium;
}

/**
 * What Full Video plays: the HLS stream SPEC 4 requires, with the title's DASH manifest as the
 * alternate stream a playback error falls back to (SPEC 2.12).
 */
export function fullVideoSource(video: Pick<Video, 'hls_url' | 'dash_url'>): PlayerSource | null {
  if (!video.hls_url) return null;
  return video.dash_url ? { url: video.hls_url, fallbackUrl: video.dash_url } : { url: video.hls_url };
}
