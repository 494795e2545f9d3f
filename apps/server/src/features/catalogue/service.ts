// Who may play what (SPEC 4 'Movie playback rules', ARCHITECTURE 6) and the per-request step that
// turns cached base rows into API videos with the viewer's own stream URLs.
import { isSubscriptionActive, playbackDecision, type Video } from '@ott/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../lib/db/client.ts';
import type { AuthContext } from '../../lib/http/session-context.ts';
import { mediaUrlFor } from '../../lib/media-url.ts';
import type { VideoBase } from './video-base.ts';
import {
  hasActiveRental as rentalIsActive,
  listActiveRentalVideoIds as activeRentalVideoIds,
} from '../rentals/index.ts';

export interface Viewer {
  userId: number | null;
  isSubscribed: boolean;
  /** Videos this viewer has an active rental for. */
  rentedVideoIds: ReadonlySet<number>;
}

const NO_RENTALS: ReadonlySet<number> = new Set();
export const ANONYMOUS_VIEWER: Viewer = { userId: null, isSubscribed: false, rentedVideoIds: NO_RENTALS };

/** Whether the user holds an unexpired rental of the video (the rentals feature's table). */
export async function hasActiveRental(db: Database, userId: number, videoId: number): Promise<boolean> {
  return rentalIsActive(db, userId, videoId);
}

/** Every video the user currently rents (for lists); see hasActiveRental. */
export async function listActiveRentalVideoIds(db: Database, userId: number): Promise<Set<number>> {
  return activeRentalVideoIds(db, userId);
}

/** The users row has no is_subscribed flag: a subscription end date is what makes one. */
export function isUserSubscribed(user: AuthContext['user']): boolean {
  return isSubscriptionActive({
    is_subscribed: user.subscriptionEnd !== null,
    subscription_end_date: user.subscriptionEnd,
  });
}

/** Viewer for one video page: checks a rental only when it could matter. */
export async function loadViewerForVideo(
  db: Database,
  auth: AuthContext | null,
  video: Pick<VideoBase, 'id' | 'video_type'>,
): Promise<Viewer> {
  if (!auth) return ANONYMOUS_VIEWER;
  const isSubscribed = isUserSubscribed(auth.user);
  const rented =
    !isSubscribed && video.video_type === 'rental' && (await hasActiveRental(db, auth.user.id, video.id));
  return { userId: auth.user.id, isSubscribed, rentedVideoIds: rented ? new Set([video.id]) : NO_RENTALS };
}

/** Viewer for lists: a subscriber needs no rental lookup. */
export async function loadViewerForList(db: Database, auth: AuthContext | null): Promise<Viewer> {
  if (!auth) return ANONYMOUS_VIEWER;
  const isSubscribed = isUserSubscribed(auth.user);
  const rentedVideoIds = isSubscribed ? NO_RENTALS : await listActiveRentalVideoIds(db, auth.user.id);
  return { userId: auth.user.id, isSubscribed, rentedVideoIds };
}

/** True when this viewer's response differs from the anonymous one (so it must stay private). */
export const isPersonalised = (viewer: Viewer): boolean =>
  viewer.userId !== null && (viewer.isSubscribed || viewer.rentedVideoIds.size > 0);

export function canViewerPlay(video: Pick<VideoBase, 'id' | 'video_type'>, viewer: Viewer): boolean {
  const decision = playbackDecision(video, {
    isSubscribed: viewer.isSubscribed,
    hasActiveRental: viewer.rentedVideoIds.has(video.id),
  });
  return decision === 'play';
}

const HOUR_MS = 3_600_000;

export function presentVideo(base: VideoBase, viewer: Viewer, config: Config, now = Date.now()): Video {
  const { stream, ...fields } = base;
  const canPlay = canViewerPlay(base, viewer);
  // Signing against the start of the hour keeps a subscriber's URLs (and so the ETag) stable for
  // an hour while every URL still lives 5-6 hours.
  const signingNow = Math.floor(now / HOUR_MS) * HOUR_MS;
  const url = (mediaPath: string | null) =>
    canPlay
      ? mediaUrlFor({
          baseUrl: config.mediaBaseUrl,
          secret: config.mediaSigningSecret,
          mediaPath,
          userId: viewer.userId,
          now: signingNow,
        })
      : null;
  const hls = url(stream.hlsPath);
  return { ...fields, video_url: hls, hls_url: hls, dash_url: url(stream.dashPath), can_play: canPlay };
}
