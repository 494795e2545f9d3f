// The title_promos row is the one truth about a title's promo upload, as title_ingests is for its
// film (ingest-store.ts): every transition is a single conditional UPDATE (or runs under the row's
// lock), so a repeated or concurrent request, a second worker or a late job changes nothing.
// `attempt` counts the worker runs of the current upload: a new upload sets it to 0, each claim adds
// one, and every write of a run names its attempt, so a run the sweep gave away is locked out.
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { ADMIN_TITLE_MESSAGES } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import type { Queryable } from '../auth/index.ts';
import { heroSlides, titlePromos, videos } from '../../lib/db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';

export type PromoRow = typeof titlePromos.$inferSelect;

/** A promo of ours (never the demo catalogue's shared clips): the job's directory, removable. */
export const ownPromoDir = (videoId: number, hlsPath: string | null) =>
  hlsPath?.startsWith(`promos/${videoId}/`) ? hlsPath.split('/').slice(0, 3).join('/') : null;

/**
 * A probed upload becomes the title's queued promo. Refused while a promo is being transcoded (wait,
 * as the film does); a queued or failed one is replaced. Returns the replaced upload's file name (under INGEST_DIR), if any.
 */
export async function queuePromoUpload(
  db: Database,
  actor: AuditActor,
  input: { videoId: number; sourcePath: string; sourceName: string | null; bytes: number; seconds: number },
): Promise<{ replacedSource: string | null }> {
  return db.transaction(async (tx) => {
    const [video] = await tx.select({ id: videos.id, promo: videos.promoHlsPath }).from(videos).where(eq(videos.id, input.videoId)).for('update');
    if (!video) throw notFound(ADMIN_TITLE_MESSAGES.titleNotFound);
    const [previous] = await tx.select().from(titlePromos).where(eq(titlePromos.videoId, input.videoId)).for('update');
    if (previous?.state === 'running') throw new AppError('conflict', ADMIN_TITLE_MESSAGES.promoBusy);
    const fresh = {
      sourcePath: input.sourcePath,
      sourceName: input.sourceName,
      state: 'queued',
      progress: 0,
      error: null,
      attempt: 0,
      heartbeatAt: null,
      updatedAt: new Date(),
    };
    await tx
      .insert(titlePromos)
      .values({ videoId: input.videoId, ...fresh })
      .onConflictDoUpdate({ target: titlePromos.videoId, set: fresh });
    await recordAudit(tx, actor, {
      action: 'title.promo_upload',
      targetType: 'title',
      targetId: input.videoId,
      before: { promo: video.promo, state: previous?.state ?? null },
      after: { file: input.sourceName, bytes: input.bytes, seconds: Math.round(input.seconds), state: 'queued' },
    });
    return { replacedSource: previous && previous.sourcePath !== input.sourcePath ? previous.sourcePath : null };
  });
}

/**
 * Removes the title's promo: the row, the path viewers play, and hero slides that showed it. Refused
 * while it is being transcoded. Returns what to delete from disk once committed.
 */
export async function removePromo(
  db: Database,
  actor: AuditActor,
  videoId: number,
): Promise<{ source: string | null; mediaDir: string | null }> {
  return db.transaction(async (tx) => {
    const [video] = await tx.select({ id: videos.id, promo: videos.promoHlsPath }).from(videos).where(eq(videos.id, videoId)).for('update');
    if (!video) throw notFound(ADMIN_TITLE_MESSAGES.titleNotFound);
    const [row] = await tx.select().from(titlePromos).where(eq(titlePromos.videoId, videoId)).for('update');
    if (row?.state === 'running') throw new AppError('conflict', ADMIN_TITLE_MESSAGES.promoBusy);
    if (!row && !video.promo) throw new AppError('conflict', ADMIN_TITLE_MESSAGES.noPromo);
    if (row) await tx.delete(titlePromos).where(eq(titlePromos.videoId, videoId));
    await tx.update(videos).set({ promoHlsPath: null, updatedAt: new Date() }).where(eq(videos.id, videoId));
    await repointHeroSlides(tx, videoId, video.promo, null);
    await recordAudit(tx, actor, {
      action: 'title.promo_remove',
      targetType: 'title',
      targetId: videoId,
      before: { promo: video.promo, state: row?.state ?? null },
      after: { promo: null },
    });
    return { source: row?.sourcePath ?? null, mediaDir: ownPromoDir(videoId, video.promo) };
  });
}

/**
 * Hero slides of this title that showed its promo (their own copy of the path, as the seed writes
 * it) show the new one; a slide without a promo of its own already follows the title's
 * (browse-repository: slide's promo, else the title's), and a slide given another clip keeps it.
 */
export async function repointHeroSlides(tx: Queryable, videoId: number, oldPath: string | null, newPath: string | null): Promise<void> {
  if (!oldPath) return;
  await tx
    .update(heroSlides)
    .set({ promoHlsPath: newPath })
    .where(and(eq(heroSlides.videoId, videoId), eq(heroSlides.promoHlsPath, oldPath)));
}

/** The worker takes a queued promo; undefined when another took it or it was removed. */
export async function claimPromo(db: Database, videoId: number): Promise<PromoRow | undefined> {
  const [row] = await db
    .update(titlePromos)
    .set({ state: 'running', progress: 0, error: null, attempt: sql`${titlePromos.attempt} + 1`, heartbeatAt: new Date(), updatedAt: new Date() })
    .where(and(eq(titlePromos.videoId, videoId), eq(titlePromos.state, 'queued')))
    .returning();
  return row;
}

/** Progress and heartbeat of a run; false when the run no longer owns the row. */
export async function reportPromoProgress(db: Database, videoId: number, attempt: number, percent: number): Promise<boolean> {
  const rows = await db
    .update(titlePromos)
    .set({ progress: Math.max(0, Math.min(99, Math.floor(percent))), heartbeatAt: new Date(), updatedAt: new Date() })
    .where(and(eq(titlePromos.videoId, videoId), eq(titlePromos.state, 'running'), eq(titlePromos.attempt, attempt)))
    .returning({ videoId: titlePromos.videoId });
  return rows.length > 0;
}

/** A run's end, only if it still owns the row. */
export async function finishPromo(
  db: Queryable,
  videoId: number,
  attempt: number,
  outcome: { state: 'done'; outputDir: string } | { state: 'failed'; error: string },
): Promise<boolean> {
  const rows = await db
    .update(titlePromos)
    .set({
      state: outcome.state,
      progress: outcome.state === 'done' ? 100 : 0,
      error: outcome.state === 'failed' ? outcome.error : null,
      heartbeatAt: null,
      ...(outcome.state === 'done' ? { outputDir: outcome.outputDir } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(titlePromos.videoId, videoId), eq(titlePromos.state, 'running'), eq(titlePromos.attempt, attempt)))
    .returning({ videoId: titlePromos.videoId });
  return rows.length > 0;
}

/** Running promos whose worker stopped beating, and queued ones whose job may never have been sent. */
export async function findStalePromos(db: Database, heartbeatBefore: Date, queuedBefore: Date): Promise<PromoRow[]> {
  return db
    .select()
    .from(titlePromos)
    .where(
      sql`(${titlePromos.state} = 'running' and ${titlePromos.heartbeatAt} < ${heartbeatBefore.toISOString()})
        or (${titlePromos.state} = 'queued' and ${titlePromos.updatedAt} < ${queuedBefore.toISOString()})`,
    )
    .limit(50);
}

/** A dead worker's run goes back to the queue, or fails after too many runs; 'moved' if it beat meanwhile. */
export async function requeueLostPromo(db: Database, row: PromoRow, maxAttempts: number): Promise<'requeued' | 'failed' | 'moved'> {
  const giveUp = row.attempt >= maxAttempts;
  const updated = await db
    .update(titlePromos)
    .set(
      giveUp
        ? { state: 'failed', error: ADMIN_TITLE_MESSAGES.promoWorkerLost, heartbeatAt: null, updatedAt: new Date() }
        : { state: 'queued', progress: 0, heartbeatAt: null, updatedAt: new Date() },
    )
    .where(
      and(
        eq(titlePromos.videoId, row.videoId),
        eq(titlePromos.state, 'running'),
        eq(titlePromos.attempt, row.attempt),
        row.heartbeatAt ? lte(titlePromos.heartbeatAt, row.heartbeatAt) : isNull(titlePromos.heartbeatAt),
      ),
    )
    .returning({ videoId: titlePromos.videoId });
  if (updated.length === 0) return 'moved';
  return giveUp ? 'failed' : 'requeued';
}

/** Touches a queued row after (re)sending its job, so the sweep does not send it again at once. */
export async function touchQueuedPromo(db: Database, videoId: number): Promise<void> {
  await db.update(titlePromos).set({ updatedAt: new Date() }).where(and(eq(titlePromos.videoId, videoId), eq(titlePromos.state, 'queued')));
}
