// Impression and click tracking (SPEC 7 'Ads'). One row per counted event in ad_events; the unique
// (ad_id, kind, view_key) index makes a repeat of the same view a no-op, even under concurrency.
// Counts per ad are count(*) over that index (adCounts), not a counter column that could drift.
import { count, eq } from 'drizzle-orm';
import { ADS_MESSAGES, MESSAGES } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import type { Database } from '../../lib/db/client.ts';
import { adEvents } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { enforceRateLimit } from '../../lib/rate-counter.ts';
import { hmacSha256, sha256 } from '../../lib/http/tokens.ts';
import { isDbId } from '../../lib/db/int-id.ts';
import { findLiveAd, videoExists } from './ad-repository.ts';

export type AdEventKind = 'impression' | 'click';

/** Without a view_id, one viewer's posts for one ad and video count once per this many ms. */
export const AD_VIEW_BUCKET_MS = 30 * 60 * 1000;
/**
 * Tracking posts per client address (and per signed-in user) per minute and kind: far above what
 * a real page makes (a banner rotates every 10 s; a pre-roll queue is a handful of ads).
 */
export const AD_TRACK_LIMIT = { limit: 120, windowSeconds: 60 } as const;

export interface TrackInput {
  adId: number;
  kind: AdEventKind;
  /** Session user (never the client's user_id); null for visitors. */
  userId: number | null;
  videoId: number | null;
  impressionType: string | null;
  viewId: string | undefined;
  ip: string | undefined;
  now?: number;
}

export function viewKey(input: {
  viewId?: string | undefined;
  userId: number | null;
  ipHash: string | null;
  videoId: number | null;
  now: number;
}): string {
  if (input.viewId) return `v:${input.viewId}`;
  const actor = input.userId !== null ? `u:${input.userId}` : `ip:${input.ipHash ?? 'unknown'}`;
  const bucket = Math.floor(input.now / AD_VIEW_BUCKET_MS);
  return `d:${sha256(`${actor}|${input.videoId ?? 0}|${bucket}`)}`;
}

async function enforceTrackLimit(deps: Deps, key: string) {
  await enforceRateLimit(deps.rateCounter, key, AD_TRACK_LIMIT);
}

/** Records the event unless this view already did; `counted` says which. */
export async function trackAdEvent(deps: Deps, input: TrackInput): Promise<{ counted: boolean }> {
  const { db, config } = deps;
  const now = input.now ?? Date.now();
  const ipHash = input.ip
    ? hmacSha256(config.sessionSecret, `ad-ip:${input.ip}`).slice(0, 32)
    : null;
  if (ipHash) await enforceTrackLimit(deps, `ads:${input.kind}:ip:${ipHash}`);
  if (input.userId !== null)
    await enforceTrackLimit(deps, `ads:${input.kind}:user:${input.userId}`);

  if (!isDbId(input.adId) || !(await findLiveAd(db, input.adId, now)))
    throw notFound(ADS_MESSAGES.adNotFound);
  if (
    input.videoId !== null &&
    (!isDbId(input.videoId) || !(await videoExists(db, input.videoId)))
  ) {
    throw notFound(MESSAGES.videoNotFound);
  }
  const inserted = await db
    .insert(adEvents)
    .values({
      adId: input.adId,
      kind: input.kind,
      userId: input.userId,
      videoId: input.videoId,
      impressionType: input.kind === 'impression' ? input.impressionType : null,
      viewKey: viewKey({
        viewId: input.viewId,
        userId: input.userId,
        ipHash,
        videoId: input.videoId,
        now,
      }),
      ipHash,
    })
    .onConflictDoNothing({ target: [adEvents.adId, adEvents.kind, adEvents.viewKey] })
    .returning({ id: adEvents.id });
  return { counted: inserted.length > 0 };
}

/** Counted impressions and clicks of one ad (for reports and operators). */
export async function adCounts(
  db: Database,
  adId: number,
): Promise<{ impressions: number; clicks: number }> {
  const rows = await db
    .select({ kind: adEvents.kind, n: count() })
    .from(adEvents)
    .where(eq(adEvents.adId, adId))
    .groupBy(adEvents.kind);
  const of = (kind: AdEventKind) => rows.find((r) => r.kind === kind)?.n ?? 0;
  return { impressions: of('impression'), clicks: of('click') };
}
