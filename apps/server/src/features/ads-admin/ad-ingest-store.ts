// The ad_ingests row is the one truth about an ad's video upload, as title_ingests is for a film
// (ingest/ingest-store.ts): each transition is one conditional UPDATE (or an upsert under the ad's
// row lock), so a repeated or concurrent request, a second worker or a late job changes nothing.
import { and, eq, sql } from 'drizzle-orm';
import { ADS_ADMIN_MESSAGES as M } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import type { Queryable } from '../auth/index.ts';
import { adIngests } from '../../lib/db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';
import { findAd, isVideoAd } from './ad-read.ts';

export type AdIngestRow = typeof adIngests.$inferSelect;

/** A running transcode whose heartbeat is older than this lost its worker: a new upload may replace it. */
export const AD_STALE_HEARTBEAT_MS = 60_000;

/** A new upload for an ad: refused while a live worker transcodes its video; replaces an unfinished or lost one. */
export async function startAdUpload(
  db: Database,
  actor: AuditActor,
  input: { adId: number; uploadId: string; sourceName: string | null; sourceBytes: number },
  now = Date.now(),
): Promise<{ replacedUploadId: string | null }> {
  return db.transaction(async (tx) => {
    const ad = await findAd(tx, input.adId, true);
    if (!isVideoAd(ad.adType)) throw new AppError('conflict', M.videoForVideoAdsOnly);
    const [previous] = await tx.select().from(adIngests).where(eq(adIngests.adId, input.adId));
    const busy = previous?.state === 'running' && (previous.heartbeatAt?.getTime() ?? 0) > now - AD_STALE_HEARTBEAT_MS;
    if (busy) throw new AppError('conflict', M.videoBusy);
    const fresh = {
      uploadId: input.uploadId,
      sourceName: input.sourceName,
      sourceBytes: input.sourceBytes,
      state: 'uploading',
      progress: 0,
      error: null,
      attempt: 0,
      heartbeatAt: null,
      updatedAt: new Date(),
    };
    await tx.insert(adIngests).values({ adId: input.adId, ...fresh }).onConflictDoUpdate({ target: adIngests.adId, set: fresh });
    await recordAudit(tx, actor, {
      action: 'ad.video_upload',
      targetType: 'ad',
      targetId: input.adId,
      before: previous ? { upload_id: previous.uploadId, state: previous.state } : null,
      after: { upload_id: input.uploadId, file: input.sourceName, bytes: input.sourceBytes },
    });
    return { replacedUploadId: previous && previous.uploadId !== input.uploadId && previous.state !== 'done' ? previous.uploadId : null };
  });
}

const clampPercent = (percent: number) => Math.max(0, Math.min(99, Math.floor(percent)));

export async function recordAdUploadProgress(db: Database, uploadId: string, percent: number): Promise<void> {
  await db
    .update(adIngests)
    .set({ progress: clampPercent(percent), updatedAt: new Date() })
    .where(and(eq(adIngests.uploadId, uploadId), eq(adIngests.state, 'uploading')));
}

/** The upload arrived and passed the probe: queue its transcode (undefined when it was replaced meanwhile). */
export async function markAdQueued(db: Database, uploadId: string): Promise<AdIngestRow | undefined> {
  const [row] = await db
    .update(adIngests)
    .set({ state: 'queued', progress: 0, error: null, updatedAt: new Date() })
    .where(and(eq(adIngests.uploadId, uploadId), eq(adIngests.state, 'uploading')))
    .returning();
  return row;
}

export async function markAdUploadRefused(db: Database, uploadId: string, message: string): Promise<void> {
  await db
    .update(adIngests)
    .set({ state: 'failed', error: message, updatedAt: new Date() })
    .where(and(eq(adIngests.uploadId, uploadId), eq(adIngests.state, 'uploading')));
}

/** The worker takes a queued video; undefined when another took it. */
export async function claimAdIngest(db: Database, adId: number): Promise<AdIngestRow | undefined> {
  const [row] = await db
    .update(adIngests)
    .set({ state: 'running', progress: 0, error: null, attempt: sql`${adIngests.attempt} + 1`, heartbeatAt: new Date(), updatedAt: new Date() })
    .where(and(eq(adIngests.adId, adId), eq(adIngests.state, 'queued')))
    .returning();
  return row;
}

/** Progress from the running job; false when this attempt no longer owns the row. */
export async function reportAdProgress(db: Database, adId: number, attempt: number, percent: number): Promise<boolean> {
  const rows = await db
    .update(adIngests)
    .set({ progress: clampPercent(percent), heartbeatAt: new Date(), updatedAt: new Date() })
    .where(and(eq(adIngests.adId, adId), eq(adIngests.state, 'running'), eq(adIngests.attempt, attempt)))
    .returning({ adId: adIngests.adId });
  return rows.length > 0;
}

export async function finishAdIngest(
  db: Queryable,
  adId: number,
  attempt: number,
  outcome: { state: 'done'; outputDir: string } | { state: 'failed'; error: string },
): Promise<boolean> {
  const rows = await db
    .update(adIngests)
    .set({
      state: outcome.state,
      progress: outcome.state === 'done' ? 100 : 0,
      error: outcome.state === 'failed' ? outcome.error : null,
      heartbeatAt: null,
      ...(outcome.state === 'done' ? { outputDir: outcome.outputDir } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(adIngests.adId, adId), eq(adIngests.state, 'running'), eq(adIngests.attempt, attempt)))
    .returning({ adId: adIngests.adId });
  return rows.length > 0;
}
