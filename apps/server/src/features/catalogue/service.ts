// Who may play what (SPEC 4 'Movie playback rules', ARCHITECTURE 6) and the per-request step that
// turns cached base rows into API videos with the viewer's own stream URLs.
import { DEFAULT_PAID_VIDEO_HEIGHT, isSubscriptionActive, playbackDecision, videoHeightCap, type Video } from '@ott/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../lib/db/client.ts';
import type { AuthContext } from '../../lib/http/session-context.ts';
import { mediaTokenExpiry, mediaUrlFor } from '../../lib/media-url.ts';
import type { VideoBase } from './video-base.ts';
import {
  activeRentalEnd,
  hasActiveRental as rentalIsActive,
  listActiveRentalEnds,
  listActiveRentalVideoIds as activeRentalVideoIds,
} from '../rentals/index.ts';
import { manifestPathForCap, planVideoHeight } from '../quality-caps/index.ts';

export interface Viewer {
  userId: number | null;
  isSubscribed: boolean;
  /** Videos this viewer has an active rental for. */
  rentedVideoIds: ReadonlySet<number>;
  /** When a signed-in viewer's access ends (issue 14.2): media tokens never outlive these. */
  accessEnds?: ViewerAccessEnds;
  /** Issue 18.2: the subscriber's plan's max_video_height; absent or null without a subscription. */
  planMaxHeight?: number | null;
}

/** Epoch milliseconds. */
export interface ViewerAccessEnds {
  session: number;
  subscription: number | null;
  /** End of each active rental, by video id. */
  rentals: ReadonlyMap<number, number>;
}

function accessEndsOf(auth: AuthContext, rentals: ReadonlyMap<number, Date> = new Map()): ViewerAccessEnds {
  return {
    session: auth.session.expiresAt.getTime(),
    subscription: auth.user.subscriptionEnd?.getTime() ?? null,
    rentals: new Map([...rentals].map(([videoId, end]) => [videoId, end.getTime()])),
  };
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
  const rentalEnd =
    !isSubscribed && video.video_type === 'rental' ? await activeRentalEnd(db, auth.user.id, video.id) : null;
  const rentals = rentalEnd ? new Map([[video.id, rentalEnd]]) : undefined;
  return {
    userId: auth.user.id,
    isSubscribed,
    rentedVideoIds: rentals ? new Set([video.id]) : NO_RENTALS,
    accessEnds: accessEndsOf(auth, rentals),
    planMaxHeight: isSubscribed ? await planVideoHeight(db, auth.user.subscriptionPlanId) : null,
  };
}

/** Viewer for lists: a subscriber needs no rental lookup. */
export async function loadViewerForList(db: Database, auth: AuthContext | null): Promise<Viewer> {
  if (!auth) return ANONYMOUS_VIEWER;
  const isSubscribed = isUserSubscribed(auth.user);
  const rentals = isSubscribed ? undefined : await listActiveRentalEnds(db, auth.user.id);
  const rentedVideoIds = rentals && rentals.size > 0 ? new Set(rentals.keys()) : NO_RENTALS;
  const planMaxHeight = isSubscribed ? await planVideoHeight(db, auth.user.subscriptionPlanId) : null;
  return { userId: auth.user.id, isSubscribed, rentedVideoIds, accessEnds: accessEndsOf(auth, rentals), planMaxHeight };
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

/**
 * What bounds this viewer's access to the video's paid media (epoch ms): their session and the latest
 * end among what entitles them (subscription, rental); null for no media access.
 */
export function mediaAccessLimits(video: Pick<VideoBase, 'id' | 'video_type'>, viewer: Viewer): number[] | null {
  const ends = viewer.accessEnds;
  if (viewer.userId === null || !ends || !canViewerPlay(video, viewer)) return null;
  if (video.video_type === 'free') return [ends.session];
  const grants: number[] = [];
  if (viewer.isSubscribed && ends.subscription !== null) grants.push(ends.subscription);
  const rental = video.video_type === 'rental' ? ends.rentals.get(video.id) : undefined;
  if (rental !== undefined) grants.push(rental);
  return grants.length > 0 ? [ends.session, Math.max(...grants)] : null;
}

export function presentVideo(base: VideoBase, viewer: Viewer, config: Config, now = Date.now()): Video {
  const { stream, ...fields } = base;
  const canPlay = canViewerPlay(base, viewer);
  // Paid media is signed for the title's directory, not the viewer (issue 14.2): every viewer of
  // the title in the same minute gets the same URL, which lives 9-10 minutes and never past the
  // viewer's session or entitlement; the player renews it while it plays (GET /api/media-token/).
  const limits = canPlay ? mediaAccessLimits(base, viewer) : null;
  const expires = limits ? mediaTokenExpiry(now, limits) : null;
  const url = (mediaPath: string | null) =>
    canPlay
      ? mediaUrlFor({ baseUrl: config.mediaBaseUrl, secret: config.mediaEdgeSecret, mediaPath, expires })
      : null;
  // Issue 18.2: the manifest of the viewer's quality cap (their plan's, or the free titles' one),
  // a static file beside the full manifest in the same (signed) directory.
  const cap = videoHeightCap(
    {
      // A subscriber whose plan was not looked up (a Viewer made elsewhere) gets HD, the smallest plan's.
      planMaxHeight: viewer.planMaxHeight ?? (viewer.isSubscribed ? DEFAULT_PAID_VIDEO_HEIGHT : null),
      isRenter: viewer.rentedVideoIds.has(base.id),
    },
    config.freeMaxVideoHeight,
  );
  const hls = url(manifestPathForCap(stream.hlsPath, cap));
  return {
    ...fields,
    video_url: hls,
    hls_url: hls,
    dash_url: url(manifestPathForCap(stream.dashPath, cap)),
    can_play: canPlay,
    ...(stream.trickPlayPath ? { trick_play_url: url(stream.trickPlayPath) } : {}),
  };
}
