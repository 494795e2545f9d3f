// The operator's live-stream switch (issue 6): turn a stream on or off, or mark it important.
// The public list is cached (catalogue 'live' namespace, polled every 5-10 s), so every change
// drops that namespace: the next poll of any page sees the new state. A change is audited in its
// own transaction; a request that changes nothing writes no audit row.
import { eq } from 'drizzle-orm';
import { PLAYBACK_MESSAGES, type AdminLiveStreamUpdate, type LiveStream } from '@ott/contract';
import type { Cache } from '../../lib/cache.ts';
import type { Database } from '../../lib/db/client.ts';
import { isDbId } from '../../lib/db/int-id.ts';
import { liveStreams } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { CATALOGUE_CACHE, presentLiveStream } from '../catalogue/index.ts';
import { recordAudit, type AuditActor, type AuditSnapshot } from './record-audit.ts';

type LiveStreamRow = typeof liveStreams.$inferSelect;

const snapshot = (row: LiveStreamRow): AuditSnapshot => ({
  id: row.id,
  title: row.title,
  is_active: row.isActive,
  is_important: row.isImportant,
});

export async function updateLiveStream(
  deps: { db: Database; cache: Cache; mediaBaseUrl: string },
  actor: AuditActor,
  id: number,
  change: AdminLiveStreamUpdate,
): Promise<LiveStream> {
  if (!isDbId(id)) throw notFound(PLAYBACK_MESSAGES.liveStreamNotFound);
  const set: Partial<Pick<LiveStreamRow, 'isActive' | 'isImportant'>> = {};
  if (change.is_active !== undefined) set.isActive = change.is_active;
  if (change.is_important !== undefined) set.isImportant = change.is_important;
  const row = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(liveStreams)
      .where(eq(liveStreams.id, id))
      .for('update');
    if (!before) throw notFound(PLAYBACK_MESSAGES.liveStreamNotFound);
    const [after] = await tx.update(liveStreams).set(set).where(eq(liveStreams.id, id)).returning();
    if (!after) throw notFound(PLAYBACK_MESSAGES.liveStreamNotFound);
    const [was, is] = [snapshot(before), snapshot(after)];
    if (JSON.stringify(was) !== JSON.stringify(is)) {
      await recordAudit(tx, actor, {
        action: 'live_stream.update',
        targetType: 'live_stream',
        targetId: id,
        before: was,
        after: is,
      });
    }
    return after;
  });
  await deps.cache.invalidate(CATALOGUE_CACHE.live);
  return presentLiveStream(row, deps.mediaBaseUrl);
}
