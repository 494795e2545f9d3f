// Concurrent streams per plan (issue 18.1): how many paid or rental titles an account may play at
// once, and how long a playback session counts as playing without a heartbeat. Free titles are
// not limited. The server enforces these; the player heartbeats on the interval below.

/** The player's heartbeat interval while a paid or rental title is open (playing or paused). */
export const PLAYBACK_HEARTBEAT_SECONDS = 30;
/**
 * A session whose last heartbeat is this old no longer counts (three missed heartbeats): a closed
 * tab, a crashed phone or a lost network frees its slot within a minute or two.
 */
export const PLAYBACK_SESSION_EXPIRY_SECONDS = 90;
/** Streams at once for a viewer without a plan of their own (a renter) or a plan that names none. */
export const DEFAULT_STREAM_LIMIT = 1;

export interface StreamLimitViewer {
  /** An active subscription (subscription end in the future). */
  isSubscribed: boolean;
  /** plans.max_streams of the subscriber's plan; null when the plan is unknown or there is none. */
  planMaxStreams: number | null | undefined;
}

/** The most paid or rental streams this account may play at once: the plan's, else the default. */
export function streamLimit(viewer: StreamLimitViewer): number {
  const planned = viewer.isSubscribed ? viewer.planMaxStreams : null;
  if (typeof planned !== 'number' || !Number.isInteger(planned) || planned < 1) return DEFAULT_STREAM_LIMIT;
  return planned;
}

export interface PlaybackSessionState {
  lastSeenAt: Date | string | number;
  endedAt: Date | string | number | null;
}

const ms = (instant: Date | string | number) => (instant instanceof Date ? instant.getTime() : new Date(instant).getTime());

/** When the session stops counting unless a heartbeat arrives first. */
export function playbackSessionExpiresAt(lastSeenAt: Date | string | number): Date {
  return new Date(ms(lastSeenAt) + PLAYBACK_SESSION_EXPIRY_SECONDS * 1000);
}

/** Counts against the limit: not stopped, and heard from within the expiry. */
export function isPlaybackSessionLive(session: PlaybackSessionState, now: Date | number = Date.now()): boolean {
  if (session.endedAt !== null) return false;
  return playbackSessionExpiresAt(session.lastSeenAt).getTime() > ms(now);
}
