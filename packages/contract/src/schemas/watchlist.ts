import { z } from 'zod';
import { wholeId } from './common.ts';

/** SPEC 7 'Watchlist': POST /api/watchlist/toggle/ body. */
export const WatchlistToggleBody = z.object({ content_id: wholeId() });
export type WatchlistToggleBody = z.infer<typeof WatchlistToggleBody>;

export const WatchlistToggleResponse = z.object({
  status: z.literal('success'),
  in_watchlist: z.boolean(),
  message: z.string(),
});
export type WatchlistToggleResponse = z.infer<typeof WatchlistToggleResponse>;

/** GET /api/watchlist/status/?content_id={id}. */
export const WatchlistStatusQuery = z.object({ content_id: wholeId() });
export const WatchlistStatusResponse = z.object({ in_watchlist: z.boolean() });
export type WatchlistStatusResponse = z.infer<typeof WatchlistStatusResponse>;

/** GET /api/watchlist/ item (SPEC 3 'Watchlist item'); newest first. content_details carries what the card shows. */
export const WatchlistItem = z.object({
  id: z.number().int(),
  content: z.number().int(),
  created_at: z.string(),
  content_details: z.object({
    id: z.number().int(),
    title: z.string(),
    thumbnail_url: z.string().nullable(),
    portrait_thumbnail_url: z.string().nullable(),
    release_date: z.string().nullable(),
    duration: z.number().int(),
    video_type: z.enum(['free', 'paid', 'rental']),
  }),
});
export type WatchlistItem = z.infer<typeof WatchlistItem>;
export const WatchlistResponse = z.array(WatchlistItem);
export type WatchlistResponse = z.infer<typeof WatchlistResponse>;
