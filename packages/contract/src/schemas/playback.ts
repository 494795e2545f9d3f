import { z } from 'zod';
import { AdViewId } from './ads.ts';
import { LiveStream } from './content.ts';

// Issue 6 playback surfaces that SPEC 7 does not name: the operator's live-stream switch, the
// advanced player's demo streams (SPEC 2.22), the DRM key grant and the once-per-view counter
// behind `views_count` (SPEC 3 'Video').

export const PLAYBACK_MESSAGES = {
  liveStreamNotFound: 'Live stream not found',
  keyNotFound: 'Key not found',
  /** The key endpoint's refusal: only entitled viewers get a content key. */
  notEntitled: 'Subscribe to watch this content',
  videoNotFound: 'Video not found',
} as const;

/** POST /api/admin/live-streams/{id}/ (admin only): switch a stream on or off, or mark it important. */
export const AdminLiveStreamUpdate = z
  .object({ is_active: z.boolean().optional(), is_important: z.boolean().optional() })
  .refine((b) => b.is_active !== undefined || b.is_important !== undefined, {
    message: 'Nothing to update',
  });
export type AdminLiveStreamUpdate = z.infer<typeof AdminLiveStreamUpdate>;
export const AdminLiveStreamResponse = LiveStream;

/** One card of the advanced player (SPEC 2.22): a stream our own server produces. */
export const DemoStreamId = z.enum(['hls_live', 'dash_vod', 'drm']);
export type DemoStreamId = z.infer<typeof DemoStreamId>;
export const DemoStream = z.object({
  id: DemoStreamId,
  title: z.string(),
  description: z.string(),
  /** Player kind (SPEC 3 'Player props'). */
  kind: z.enum(['hls', 'dash', 'mp4']),
  url: z.string(),
  poster: z.string().nullable(),
  is_live: z.boolean(),
  /** True when playback needs a key from our key endpoint (HLS AES-128, docs/decisions.md). */
  is_protected: z.boolean(),
  /** The video whose ads play before this stream (GET /api/video/{id}/ads/), if any. */
  ad_video_id: z.number().int().nullable(),
  /** False while the stream cannot play (e.g. the live encoder is not running yet). */
  available: z.boolean(),
});
export type DemoStream = z.infer<typeof DemoStream>;
/**
 * GET /api/drm/access/: whether the key endpoint would grant this viewer (session or none) the
 * content keys of protected streams; the advanced player asks before any pre-roll ad.
 */
export const DrmAccessResponse = z.object({
  entitled: z.boolean(),
  /** When not entitled: the key endpoint's refusal, PLAYBACK_MESSAGES.notEntitled. */
  message: z.string().optional(),
});
export type DrmAccessResponse = z.infer<typeof DrmAccessResponse>;
/** GET /api/advanced-player/streams/: the three cards in order. */
export const DemoStreamsResponse = z.array(DemoStream);
export type DemoStreamsResponse = z.infer<typeof DemoStreamsResponse>;

/**
 * GET /api/media-token/?dir=protected/demo/x (issue 14.2): the viewer's fresh token for the paid
 * media directory `dir`, the `{token}` of `/media/s/{token}/{dir}/{file}`. Same for every entitled
 * viewer in the same minute (no user in it); never past the viewer's session or entitlement.
 */
export const MediaTokenQuery = z.object({
  dir: z
    .string()
    .max(512)
    .regex(/^protected(\/[A-Za-z0-9._~-]+)+$/, 'a protected media directory')
    .refine((dir) => !dir.split('/').some((part) => part === '.' || part === '..'), 'a protected media directory'),
  /**
   * Issue 18.1: the viewer's live playback session (POST /api/playback/sessions/) of a paid or rental
   * title in `dir`; without one such a directory is refused, so a stopped stream stops at its next renewal.
   */
  playback: z.uuid({ error: 'a playback session id' }).optional(),
});
export type MediaTokenQuery = z.infer<typeof MediaTokenQuery>;
export const MediaTokenResponse = z.object({
  dir: z.string(),
  /** `{expires}-{hash}`: expires in Unix seconds, hash the edge's check (docs/decisions.md). */
  token: z.string(),
  expires_at: z.string().datetime(),
  /** Seconds the token has left, for clients whose clock differs from the server's. */
  expires_in: z.number().int().nonnegative(),
});
export type MediaTokenResponse = z.infer<typeof MediaTokenResponse>;

/** POST /api/videos/{id}/view/: one real view (enough watched), counted once per view_id. */
export const RecordViewBody = z.object({ view_id: AdViewId });
export type RecordViewBody = z.infer<typeof RecordViewBody>;
export const RecordViewResponse = z.object({
  status: z.literal('success'),
  counted: z.boolean(),
  views_count: z.number().int().nonnegative(),
});
export type RecordViewResponse = z.infer<typeof RecordViewResponse>;
