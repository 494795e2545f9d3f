import { z } from 'zod';
import { wholeId } from './common.ts';

// Continue watching (issue 4; not in SPEC 7, documented in the OpenAPI output). The player reports
// its position every few seconds and on pause/close; the server keeps one row per user and title.

/** POST /api/watch-progress/ body. Positions in whole seconds. */
export const SaveProgressBody = z.object({
  video_id: wholeId(),
  position: z.coerce.number().min(0).max(86_400),
  duration: z.coerce.number().min(0).max(86_400),
});
export type SaveProgressBody = z.infer<typeof SaveProgressBody>;

export const WatchProgress = z.object({
  video_id: z.number().int(),
  position: z.number().int(),
  duration: z.number().int(),
  /** 0-100, for the progress bar under a card. */
  percent: z.number().int(),
  completed: z.boolean(),
  updated_at: z.string(),
});
export type WatchProgress = z.infer<typeof WatchProgress>;

export const SaveProgressResponse = z.object({ status: z.literal('success'), progress: WatchProgress });
export type SaveProgressResponse = z.infer<typeof SaveProgressResponse>;

/** GET /api/watch-progress/{videoId}/: the saved position for Resume (null when none or finished). */
export const VideoProgressResponse = z.object({ status: z.literal('success'), progress: WatchProgress.nullable() });
export type VideoProgressResponse = z.infer<typeof VideoProgressResponse>;

/** GET /api/continue-watching/: unfinished titles, most recently watched first. */
export const ContinueWatchingItem = z.object({
  progress: WatchProgress,
  video: z.object({
    id: z.number().int(),
    title: z.string(),
    thumbnail_url: z.string().nullable(),
    portrait_thumbnail_url: z.string().nullable(),
    video_type: z.enum(['free', 'paid', 'rental']),
    duration: z.number().int(),
  }),
});
export type ContinueWatchingItem = z.infer<typeof ContinueWatchingItem>;
export const ContinueWatchingResponse = z.object({ status: z.literal('success'), data: z.array(ContinueWatchingItem) });
export type ContinueWatchingResponse = z.infer<typeof ContinueWatchingResponse>;

/** A position within this many seconds of the end (or past 95 %) counts as finished. */
export const PROGRESS_COMPLETE_TAIL_SECONDS = 30;
/** Positions under this are not worth resuming. */
export const PROGRESS_MIN_RESUME_SECONDS = 5;
