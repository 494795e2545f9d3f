// The title_ingests row is the one truth about a title's film: every transition below is a single
// conditional UPDATE (or an upsert under the title's row lock), so a repeated or concurrent request,
// a second worker or a late job finds the row in another state and changes nothing.
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { ADMIN_TITLE_MESSAGES, type IngestStep } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import type { Queryable } from '../auth/index.ts';
import { titleIngests, videos } from '../../lib/db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';

export type IngestRow = typeof titleIngests.$inferSelect;

const ACTIVE = ['queued', 'running'] as const;

/** A new upload for a title: refused while a film is queued or running; replaces an unfinished one. */
export async function startUpload(
  db: Database,
  actor: AuditActor,
  input: { videoId: number; uploadId: string; sourceName: string | null; sourceBytes: number },
): Promise<{ replacedUploadId: string | null }> {
  return db.transaction(async (tx) => {
    const [video] = await tx.select({ id: videos.id }).from(videos).where(eq(videos.id, input.videoId)).for('update');
    if (!video) throw notFound(ADMIN_TITLE_MESSAGES.titleNotFound);
    const [previous] = await tx.select().from(titleIngests).where(eq(titleIngests.videoId, input.videoId));
    if (previous && (ACTIVE as readonly string[]).includes(previous.state)) {
      throw new AppError('conflict', ADMIN_TITLE_MESSAGES.uploadInProgress);
    }
    const fresh = {
      uploadId: input.uploadId,
      sourceName: input.sourceName,
      sourceBytes: input.sourceBytes,
      state: 'uploading' as const,
      step: null,
      progress: 0,
      error: null,
      attempt: 0,
      cancelRequested: false,
      heartbeatAt: null,
      updatedAt: new Date(),
    };
    await tx
      .insert(titleIngests)
      .values({ videoId: input.videoId, ...fresh })
      .onConflictDoUpdate({ target: titleIngests.videoId, set: fresh });
    await recordAudit(tx, actor, {
      action: 'title.upload',
      targetType: 'title',
      targetId: input.videoId,
      before: previous ? { upload_id: previous.uploadId, state: previous.state } : null,
      after: { upload_id: input.uploadId, file: input.sourceName, bytes: input.sourceBytes },
    });
    // A finished film stays in place (and playable) until the new one is ready; only an upload that
    // never finished is dropped.
    return { replacedUploadId: previous && previous.uploadId !== input.uploadId && previous.state !== 'done' ? previous.uploadId : null };
  });
}

export async function recordUploadProgress(db: Database, uploadId: string, percent: number): Promise<void> {
  await db
    .update(titleIngests)
    .set({ progress: Math.max(0, Math.min(99, Math.floor(percent))), updatedAt: new Date() })
    .where(and(eq(titleIngests.uploadId, uploadId), eq(titleIngests.state, 'uploading')));
}

/** The upload arrived and passed the probe: queue its transcode. False when it was cancelled meanwhile. */
export async function markQueued(db: Database, uploadId: string): Promise<IngestRow | undefined> {
  const [row] = await db
    .update(titleIngests)
    .set({ state: 'queued', step: null, progress: 0, error: null, cancelRequested: false, updatedAt: new Date() })
    .where(and(eq(titleIngests.uploadId, uploadId), eq(titleIngests.state, 'uploading')))
    .returning();
  return row;
}

export async function markUploadRefused(db: Database, uploadId: string, message: string): Promise<void> {
  await db
    .update(titleIngests)
    .set({ state: 'failed', step: null, error: message, updatedAt: new Date() })
    .where(and(eq(titleIngests.uploadId, uploadId), eq(titleIngests.state, 'uploading')));
}

/** The worker takes a queued film; undefined when another took it or it was cancelled. */
export async function claimQueued(db: Database, videoId: number): Promise<IngestRow | undefined> {
  const [row] = await db
    .update(titleIngests)
    .set({
      state: 'running',
      step: 'probe',
      progress: 0,
      error: null,
      attempt: sql`${titleIngests.attempt} + 1`,
      heartbeatAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(titleIngests.videoId, videoId), eq(titleIngests.state, 'queued'), eq(titleIngests.cancelRequested, false)))
    .returning();
  return row;
}

/** Progress from the running job; answers whether an operator asked to cancel. */
export async function reportProgress(
  db: Database,
  videoId: number,
  attempt: number,
  step: IngestStep,
  percent: number,
): Promise<{ cancel: boolean; lost: boolean }> {
  const [row] = await db
    .update(titleIngests)
    .set({ step, progress: Math.max(0, Math.min(99, Math.floor(percent))), heartbeatAt: new Date(), updatedAt: new Date() })
    .where(and(eq(titleIngests.videoId, videoId), eq(titleIngests.state, 'running'), eq(titleIngests.attempt, attempt)))
    .returning({ cancel: titleIngests.cancelRequested });
  return { cancel: row?.cancel ?? false, lost: !row };
}

/** The job's end: done, failed (with the reason) or cancelled, only if this attempt still owns the row. */
export async function finishRun(
  db: Queryable,
  videoId: number,
  attempt: number,
  outcome: { state: 'done'; outputDir: string } | { state: 'failed'; error: string } | { state: 'cancelled' },
): Promise<boolean> {
  const rows = await db
    .update(titleIngests)
    .set({
      state: outcome.state,
      step: null,
      progress: outcome.state === 'done' ? 100 : 0,
      error: outcome.state === 'failed' ? outcome.error : null,
      cancelRequested: false,
      heartbeatAt: null,
      ...(outcome.state === 'done' ? { outputDir: outcome.outputDir } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(titleIngests.videoId, videoId), eq(titleIngests.state, 'running'), eq(titleIngests.attempt, attempt)))
    .returning({ videoId: titleIngests.videoId });
  return rows.length > 0;
}

/** Running rows whose worker stopped reporting, and queued rows that may never have been sent. */
export async function findStale(db: Database, heartbeatBefore: Date, queuedBefore: Date): Promise<IngestRow[]> {
  return db
    .select()
    .from(titleIngests)
    .where(
      sql`(${titleIngests.state} = 'running' and ${titleIngests.heartbeatAt} < ${heartbeatBefore.toISOString()})
        or (${titleIngests.state} = 'queued' and ${titleIngests.updatedAt} < ${queuedBefore.toISOString()})`,
    )
    .limit(50);
}

/** A dead worker's run goes back to the queue (or fails after too many attempts). */
export async function requeueLost(db: Database, row: IngestRow, maxAttempts: number): Promise<'requeued' | 'failed' | 'moved'> {
  const giveUp = row.attempt >= maxAttempts;
  const updated = await db
    .update(titleIngests)
    .set(
      giveUp
        ? { state: 'failed', step: null, error: ADMIN_TITLE_MESSAGES.transcodeWorkerLost, heartbeatAt: null, updatedAt: new Date() }
        : { state: 'queued', step: null, progress: 0, heartbeatAt: null, updatedAt: new Date() },
    )
    // Only if the heartbeat has not moved since it was found stale.
    .where(
      and(
        eq(titleIngests.videoId, row.videoId),
        eq(titleIngests.state, 'running'),
        eq(titleIngests.attempt, row.attempt),
        row.heartbeatAt ? lte(titleIngests.heartbeatAt, row.heartbeatAt) : isNull(titleIngests.heartbeatAt),
      ),
    )
    .returning({ videoId: titleIngests.videoId });
  if (updated.length === 0) return 'moved';
  return giveUp ? 'failed' : 'requeued';
}

/** Touches a queued row after (re)sending its job, so the sweep does not send it again at once. */
export async function touchQueued(db: Database, videoId: number): Promise<void> {
  await db
    .update(titleIngests)
    .set({ updatedAt: new Date() })
    .where(and(eq(titleIngests.videoId, videoId), eq(titleIngests.state, 'queued')));
}
