// Publishing (issue 15.4): now, at a time (the 'publish-scheduled' job flips due titles every
// minute), or back to draft. Only a title whose film is ready may be published; viewers' caches are
// invalidated by the routes after each change so the next page load shows it.
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { ADMIN_TITLE_MESSAGES } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { titleIngests, videos } from '../../lib/db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';

const M = ADMIN_TITLE_MESSAGES;

export async function publishTitle(db: Database, actor: AuditActor, id: number, publishAt: Date | null, now = new Date()): Promise<string> {
  if (publishAt && publishAt.getTime() <= now.getTime()) throw badRequest(M.publishAtPast, { publish_at: [M.publishAtPast] });
  return db.transaction(async (tx) => {
    const [video] = await tx.select().from(videos).where(eq(videos.id, id)).for('update');
    if (!video) throw notFound(M.titleNotFound);
    const [ingest] = await tx.select({ state: titleIngests.state }).from(titleIngests).where(eq(titleIngests.videoId, id));
    const busy = ingest && ingest.state !== 'done' && ingest.state !== 'failed' && ingest.state !== 'cancelled';
    if (!video.hlsPath || busy) throw new AppError('conflict', M.publishNeedsMedia);
    if (video.status === 'ready') throw new AppError('conflict', M.alreadyPublished);
    const status = publishAt ? 'scheduled' : 'ready';
    await tx.update(videos).set({ status, publishAt, updatedAt: now }).where(eq(videos.id, id));
    await recordAudit(tx, actor, {
      action: 'title.publish',
      targetType: 'title',
      targetId: id,
      before: { status: video.status, publish_at: video.publishAt?.toISOString() ?? null },
      after: { status, publish_at: publishAt?.toISOString() ?? null },
    });
    return publishAt ? M.scheduled : M.published;
  });
}

export async function unpublishTitle(db: Database, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [video] = await tx.select().from(videos).where(eq(videos.id, id)).for('update');
    if (!video) throw notFound(M.titleNotFound);
    if (video.status === 'draft') throw new AppError('conflict', M.notPublished);
    await tx.update(videos).set({ status: 'draft', publishAt: null, updatedAt: new Date() }).where(eq(videos.id, id));
    await recordAudit(tx, actor, {
      action: 'title.unpublish',
      targetType: 'title',
      targetId: id,
      before: { status: video.status, publish_at: video.publishAt?.toISOString() ?? null },
      after: { status: 'draft', publish_at: null },
    });
  });
}

/** Scheduled titles whose time has come and whose film is there; how many were published. */
export async function publishDueTitles(db: Database, now = new Date()): Promise<number> {
  const published = await db
    .update(videos)
    .set({ status: 'ready', updatedAt: now })
    .where(and(eq(videos.status, 'scheduled'), lte(videos.publishAt, now), isNotNull(videos.hlsPath)))
    .returning({ id: videos.id });
  return published.length;
}
