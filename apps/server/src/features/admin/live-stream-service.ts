// The operator's live-stream switch (issue 6): turn a stream on or off, or mark it important.
// The public list is cached (catalogue 'live' namespace, polled every 5-10 s), so every change
// drops that namespace: the next poll of any page sees the new state.
import { eq } from 'drizzle-orm';
import { PLAYBACK_MESSAGES, type AdminLiveStreamUpdate, type LiveStream } from '@ott/contract';
import type { Cache } from '../../lib/cache.ts';
import type { Database } from '../../lib/db/client.ts';
import { isDbId } from '../../lib/db/int-id.ts';
import { liveStreams } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { CATALOGUE_CACHE, presentLiveStream } from '../catalogue/index.ts';

type LiveStreamRow = typeof liveStreams.$inferSelect;

export async function updateLiveStream(
  deps: { db: Database; cache: Cache; mediaBaseUrl: string },
  id: number,
  change: AdminLiveStreamUpdate,
): Promise<LiveStream> {
  if (!isDbId(id)) throw notFound(PLAYBACK_MESSAGES.liveStreamNotFound);
  const set: Partial<Pick<LiveStreamRow, 'isActive' | 'isImportant'>> = {};
  if (change.is_active !== undefined) set.isActive = change.is_active;
  if (change.is_important !== undefined) set.isImportant = change.is_important;
  const [row] = await deps.db.update(liveStreams).set(set).where(eq(liveStreams.id, id)).returning();
  if (!row) throw notFound(PLAYBACK_MESSAGES.liveStreamNotFound);
  await deps.cache.invalidate(CATALOGUE_CACHE.live);
  return presentLiveStream(row, deps.mediaBaseUrl);
}
