import { z } from 'zod';

/**
 * Issue 18 point 4: where a video sits in a series (Video.episode), null for a film. The next
 * episode is the following one in season and episode order among published episodes, across
 * seasons; null after the last.
 */
export const EpisodeRef = z.object({
  series_id: z.number().int(),
  series_title: z.string(),
  season_number: z.number().int(),
  episode_number: z.number().int(),
  next_episode_id: z.number().int().nullable(),
});
export type EpisodeRef = z.infer<typeof EpisodeRef>;
