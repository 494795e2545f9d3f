// A picture an operator uploads for a live stream: checked and re-encoded as a JPEG at most 1280
// pixels wide (lib/uploaded-picture.ts), stored under a generated name in the media storage, and
// set as the stream's thumbnail with its audit row.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ADMIN_LIVE_MESSAGES } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { liveStreams } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { MediaStorage } from '../../lib/storage/media-storage.ts';
import { reencodePicture } from '../../lib/uploaded-picture.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';
import { liveSnapshot } from './live-snapshot.ts';

const M = ADMIN_LIVE_MESSAGES;
const MAX_WIDTH = 1280;

export async function setLiveThumbnail(deps: { db: Database; storage: MediaStorage }, actor: AuditActor, id: number, data: Buffer): Promise<void> {
  const [stream] = await deps.db.select({ id: liveStreams.id }).from(liveStreams).where(eq(liveStreams.id, id));
  if (!stream) throw notFound(M.streamNotFound);
  const { jpeg } = await reencodePicture(data, MAX_WIDTH, M.thumbnailNotPicture);
  const key = `art/live/${id}/uploads/${crypto.randomBytes(8).toString('hex')}.jpg`;
  await deps.storage.put(key, jpeg, 'image/jpeg');
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(liveStreams).where(eq(liveStreams.id, id)).for('update');
    if (!before) throw notFound(M.streamNotFound);
    const [after] = await tx.update(liveStreams).set({ thumbnail: key }).where(eq(liveStreams.id, id)).returning();
    if (!after) throw notFound(M.streamNotFound);
    await recordAudit(tx, actor, { action: 'live_stream.thumbnail_upload', targetType: 'live_stream', targetId: id, before: liveSnapshot(before), after: liveSnapshot(after) });
  });
}
