import { z } from 'zod';
import { VideoTypeSchema, wholeId } from './common.ts';
import { EpisodeRef } from './episode-ref.ts';
import { SkipMarker } from './skip-markers.ts';

export const CategoryRef = z.object({ id: z.number().int(), name: z.string() });

export const RentalPrice = z.object({
  id: z.number().int(),
  /** Rupees, as the spec's client shows them (stored as paise on the server). */
  rental_price: z.number(),
  rental_duration: z.number().int(),
});

/** One WebVTT captions track of a title (issue 6 'captions track support where the title has one'). */
export const CaptionTrack = z.object({
  /** BCP 47 language tag, e.g. 'en', 'te'. */
  lang: z.string(),
  /** What the captions menu shows, in the track's own language. */
  label: z.string(),
  url: z.string(),
});
export type CaptionTrack = z.infer<typeof CaptionTrack>;

/** SPEC 3 'Video/Movie'. Stream URLs of paid and rental titles are present only for entitled users. */
export const Video = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  portrait_thumbnail_url: z.string().nullable(),
  poster_url: z.string().nullable(),
  video_type: VideoTypeSchema,
  is_premium: z.boolean(),
  is_4k: z.boolean(),
  is4K: z.boolean(),
  mood1: z.string().nullable(),
  mood2: z.string().nullable(),
  created_at: z.string(),
  release_date: z.string().nullable(),
  duration: z.number().int(),
  category_id: z.number().int().nullable(),
  category: z.number().int().nullable(),
  category_name: z.string().nullable(),
  categories: z.array(CategoryRef),
  video_url: z.string().nullable(),
  hls_url: z.string().nullable(),
  dash_url: z.string().nullable(),
  promo_video_url: z.string().nullable(),
  promo_hls_url: z.string().nullable(),
  views_count: z.number().int(),
  rental_price: z.number().nullable(),
  prices: z.array(RentalPrice),
  /** True when the signed-in user may play the full video (free, subscribed or rented). */
  can_play: z.boolean(),
  /** WebVTT captions, when the title has them (absent or empty: none). */
  captions: z.array(CaptionTrack).optional(),
  /**
   * Seek-bar thumbnails (issue 15.3): a WebVTT file whose cues name sprite tiles
   * (`sprite.jpg#xywh=x,y,w,h`, relative to it), signed like the stream; absent or null when none.
   */
  trick_play_url: z.string().nullable().optional(),
  /** Issue 18.5: operator-set intro, recap, song and credits ranges (absent or empty: none). */
  markers: z.array(SkipMarker).optional(),
  /** Issue 18.4: the series, season and episode this video is, with the next episode; absent or null for a film. */
  episode: EpisodeRef.nullable().optional(),
});
export type Video = z.infer<typeof Video>;

export const VideoListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  /** Skip this many (paged grids such as /premium-videos; not in SPEC 7, documented in OpenAPI). */
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
  ordering: z.enum(['-created_at', 'created_at', '-views_count', 'title', '-release_date']).optional(),
  days: z.coerce.number().int().min(1).max(3650).optional(),
  title: z.string().max(100).optional(),
  description: z.string().max(100).optional(),
  category_name: z.string().max(100).optional(),
  video_type: VideoTypeSchema.optional(),
  random: z.coerce.boolean().optional(),
});
export const VideoListResponse = z.array(Video);

export const HeroSlide = z.object({
  id: z.number().int(),
  video_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  backdrop_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  promo_hls_url: z.string().nullable(),
  video_type: VideoTypeSchema,
  is_4k: z.boolean(),
  category_name: z.string().nullable(),
  release_date: z.string().nullable(),
  duration: z.number().int(),
  order: z.number().int(),
});
export const HeroResponse = z.object({ status: z.literal('success'), data: z.array(HeroSlide) });

export const Pagination = z.object({
  current_page: z.number().int(),
  page_size: z.number().int(),
  total_items: z.number().int(),
  total_pages: z.number().int(),
  has_next: z.boolean(),
  has_previous: z.boolean(),
});

export const Category = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  is_premium: z.boolean(),
});
export type Category = z.infer<typeof Category>;

export const CategoryVideosQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export const CategoryVideosResponse = z.object({
  status: z.literal('success'),
  data: z.array(Video),
  pagination: Pagination,
  category: Category,
});

export const FrontendCategoriesResponse = z.object({
  status: z.literal('success'),
  data: z.array(Category),
});
export const ActiveCategoriesResponse = z.array(Category);

export const LiveStream = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /**
   * Null for a premium channel the viewer is not entitled to (a subscription, as for premium
   * titles): they get the premium popup. Entitled viewers get it signed for them when the stream
   * lives on our protected origin (ARCHITECTURE 6).
   */
  live_url: z.string().nullable(),
  thumbnail: z.string().nullable(),
  is_important: z.boolean(),
  is_active: z.boolean(),
  is_premium: z.boolean(),
  order: z.number().int(),
  category: z.number().int(),
});
export const LiveStreamsQuery = z.object({ category_id: wholeId() });
export const LiveStreamsResponse = z.array(LiveStream);

// Inferred types for clients that only `import type` the shapes (the home bundle never loads zod).
export type CategoryRef = z.infer<typeof CategoryRef>;
export type RentalPrice = z.infer<typeof RentalPrice>;
export type VideoListQuery = z.infer<typeof VideoListQuery>;
export type HeroSlide = z.infer<typeof HeroSlide>;
export type HeroResponse = z.infer<typeof HeroResponse>;
export type Pagination = z.infer<typeof Pagination>;
export type CategoryVideosResponse = z.infer<typeof CategoryVideosResponse>;
export type FrontendCategoriesResponse = z.infer<typeof FrontendCategoriesResponse>;
export type LiveStream = z.infer<typeof LiveStream>;
