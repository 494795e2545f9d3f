// The operator's Cancel and Retry on a title's film. Each runs under the ingest row's lock and
// writes its audit row in the same transaction; the job and the upload server see the new state.
import { eq } from 'drizzle-orm';
import { ADMIN_TITLE_MESSAGES } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { titleIngests } from '../../lib/db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';

export type CancelOutcome =
  /** An unfinished upload was dropped: its partial file can go. */
  | { kind: 'upload'; uploadId: string }
  /** A queued transcode will not start. */
  | { kind: 'queued' }
  /** The running job was asked to stop; it ends as 'cancelled' within seconds. */
  | { kind: 'running' };

export async function cancelIngest(db: Database, actor: AuditActor, videoId: number): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(titleIngests).where(eq(titleIngests.videoId, videoId)).for('update');
    const now = new Date();
    let outcome: CancelOutcome;
    if (row?.state === 'uploading') {
      await tx.update(titleIngests).set({ state: 'cancelled', updatedAt: now }).where(eq(titleIngests.videoId, videoId));
      outcome = { kind: 'upload', uploadId: row.uploadId };
    } else if (row?.state === 'queued') {
      await tx.update(titleIngests).set({ state: 'cancelled', updatedAt: now }).where(eq(titleIngests.videoId, videoId));
      outcome = { kind: 'queued' };
    } else if (row?.state === 'running' && !row.cancelRequested) {
      await tx.update(titleIngests).set({ cancelRequested: true, updatedAt: now }).where(eq(titleIngests.videoId, videoId));
      outcome = { kind: 'running' };
    } else {
      throw new AppError('conflict', ADMIN_TITLE_MESSAGES.nothingToCancel);
    }
    await recordAudit(tx, actor, {
      action: 'title.transcode_cancel',
      targetType: 'title',
      targetId: videoId,
      before: { state: row.state, step: row.step, progress: row.progress },
      after: { state: outcome.kind === 'running' ? 'cancelling' : 'cancelled' },
    });
    return outcome;
  });
}

/** A failed or cancelled film goes back to the queue, if its uploaded file is still here. */
export async function retryIngest(
  db: Database,
  actor: AuditActor,
  videoId: number,
  sourceExists: (uploadId: string) => Promise<boolean>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(titleIngests).where(eq(titleIngests.videoId, videoId)).for('update');
    if (!row || (row.state !== 'failed' && row.state !== 'cancelled')) {
      throw new AppError('conflict', ADMIN_TITLE_MESSAGES.nothingToRetry);
    }
    if (!(await sourceExists(row.uploadId))) throw new AppError('conflict', ADMIN_TITLE_MESSAGES.retryNeedsSource);
    await tx
      .update(titleIngests)
      .set({ state: 'queued', step: null, progress: 0, error: null, attempt: 0, cancelRequested: false, updatedAt: new Date() })
      .where(eq(titleIngests.videoId, videoId));
    await recordAudit(tx, actor, {
      action: 'title.transcode_retry',
      targetType: 'title',
      targetId: videoId,
      before: { state: row.state, error: row.error },
      after: { state: 'queued' },
    });
  });
}
