// Playback sessions (issue 18.1; not in SPEC 7): the plans' "Watch on N devices at a time". The
// player opens one when a paid or rental title starts, heartbeats while it is open and stops it on
// close; one stream more than the plan allows is refused with the streams that are playing, and
// "Stop playback there and watch here" ends one of them and opens this one in one step.
import { z } from 'zod';
import { wholeId } from './common.ts';

export const PLAYBACK_SESSION_MESSAGES = {
  invalid: 'Please send a valid playback session.',
  notFound: 'Playback session not found',
  /** Starting a session for a free title: nothing to limit. */
  freeTitle: 'Free titles play without a playback session.',
  /** The media-token renewal for a paid title without a live playback session of this viewer. */
  renewalRefused: 'Playback stopped: this stream is no longer active on this device.',
  stopped: 'Playback stopped.',
  takenOver: 'Playback stopped: this account started watching on another device.',
  sameDevice: 'Playback stopped: this account started watching in another tab or window of this browser.',
  expired: 'Playback stopped: this device lost contact for too long and another device is watching now.',
} as const;

/** Why a session ended (playback_sessions.end_reason). */
export const PLAYBACK_END_REASONS = ['stopped', 'taken_over', 'same_device', 'expired'] as const;
export type PlaybackEndReason = (typeof PLAYBACK_END_REASONS)[number];

const END_MESSAGES: Record<PlaybackEndReason, string> = {
  stopped: PLAYBACK_SESSION_MESSAGES.stopped,
  taken_over: PLAYBACK_SESSION_MESSAGES.takenOver,
  same_device: PLAYBACK_SESSION_MESSAGES.sameDevice,
  expired: PLAYBACK_SESSION_MESSAGES.expired,
};
export const playbackEndedMessage = (reason: PlaybackEndReason): string => END_MESSAGES[reason];

/** The 409 answer's sentence: 'You are already watching on 2 devices. Your plan allows 2 devices at a time.' */
export function streamLimitMessage(limit: number): string {
  return limit === 1
    ? 'You are already watching on another device. Your plan allows 1 device at a time.'
    : `You are already watching on ${limit} devices. Your plan allows ${limit} devices at a time.`;
}

/** A session id: random, opaque (a UUID), never guessable from another. */
export const PlaybackSessionId = z.uuid({ error: PLAYBACK_SESSION_MESSAGES.invalid });
export const PlaybackSessionParam = z.object({ id: PlaybackSessionId });

/** The browser's own id (the web app's `device_id` cookie): a start from the same device replaces its earlier stream. */
export const PlaybackDeviceId = z
  .string({ error: PLAYBACK_SESSION_MESSAGES.invalid })
  .min(8, PLAYBACK_SESSION_MESSAGES.invalid)
  .max(100, PLAYBACK_SESSION_MESSAGES.invalid)
  .regex(/^[A-Za-z0-9._:-]+$/, PLAYBACK_SESSION_MESSAGES.invalid);

/** POST /api/playback/sessions/: start watching `video_id` here; `replace` ends that stream of yours first. */
export const StartPlaybackBody = z
  .object({
    video_id: wholeId(PLAYBACK_SESSION_MESSAGES.invalid),
    device_id: PlaybackDeviceId,
    replace: PlaybackSessionId.optional(),
  })
  .strict();
export type StartPlaybackBody = z.input<typeof StartPlaybackBody>;

export const PlaybackSession = z.object({
  id: PlaybackSessionId,
  /** How often the player says it is still open (PLAYBACK_HEARTBEAT_SECONDS). */
  heartbeat_seconds: z.number().int().positive(),
});
export type PlaybackSession = z.infer<typeof PlaybackSession>;

export const StartPlaybackResponse = z.object({ status: z.literal('success'), session: PlaybackSession });
export type StartPlaybackResponse = z.infer<typeof StartPlaybackResponse>;

/** One stream the account is playing, as the limit answer lists it. */
export const ActiveStream = z.object({
  id: PlaybackSessionId,
  /** 'Chrome on Android': the registered device's name, else read from its user agent; null when neither says. */
  device_label: z.string().nullable(),
  video_id: z.number().int(),
  title: z.string(),
  started_at: z.string(),
  last_seen_at: z.string(),
});
export type ActiveStream = z.infer<typeof ActiveStream>;

/** 409 from POST /api/playback/sessions/: the plan's limit is reached; these are the streams playing. */
export const StreamLimitResponse = z.object({
  status: z.literal('error'),
  message: z.string(),
  limit: z.number().int().positive(),
  streams: z.array(ActiveStream),
});
export type StreamLimitResponse = z.infer<typeof StreamLimitResponse>;

/** POST /api/playback/sessions/{id}/heartbeat/: still open. */
export const PlaybackHeartbeatResponse = z.object({ status: z.literal('success'), heartbeat_seconds: z.number().int().positive() });
export type PlaybackHeartbeatResponse = z.infer<typeof PlaybackHeartbeatResponse>;

/** 410 from the heartbeat: the session is over (the player pauses and says why). */
export const PlaybackEndedResponse = z.object({
  status: z.literal('error'),
  message: z.string(),
  reason: z.enum(PLAYBACK_END_REASONS),
});
export type PlaybackEndedResponse = z.infer<typeof PlaybackEndedResponse>;

/** POST /api/playback/sessions/{id}/stop/ (the player closed; sent with keepalive). Idempotent. */
export const StopPlaybackResponse = z.object({ status: z.literal('success') });
export type StopPlaybackResponse = z.infer<typeof StopPlaybackResponse>;
