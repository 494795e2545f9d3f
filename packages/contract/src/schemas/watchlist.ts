import { z } from 'zod';

/** SPEC 7 'Watchlist': POST /api/watchlist/toggle/ body. */
export const WatchlistToggleBody = z.object({ content_id: z.coerce.number().int().positive() });
export type WatchlistToggleBody = z.infer<typeof WatchlistToggleBody>;

export const WatchlistToggleResponse = z.object({
  status: z.literal('success'),
  in_watchlist: z.boolean(),
  message: z.string(),
});
export type WatchlistToggleResponse = z.infer<typeof WatchlistToggleResponse>;

/** GET /api/watchlist/status/?content_id={id}. */
export const WatchlistStatusQuery = z.object({ content_id: z.coerce.number().int().positive() });
export const WatchlistStatusResponse = z.object({ in_watchlist: z.boolean() });
export type WatchlistStatusResponse = z.infer<typeof WatchlistStatusResponse>;
