// The 'ingest-sweep' job, every minute: a running transcode whose heartbeat stopped (its worker was
// killed or lost its database) goes back to the queue, up to MAX_ATTEMPTS runs; a queued one whose
// job may never have been sent (the api role had no queue, or the send failed) is sent again. A
// duplicate job is harmless: only one run can claim a queued row (claimQueued).
import type { Deps } from '../../lib/deps.ts';
import { findStale, requeueLost, touchQueued } from './ingest-store.ts';

/** Four missed heartbeats (the job beats every 15 s). */
export const STALE_HEARTBEAT_MS = 60_000;
/** A queued row older than this with no worker on it is sent again. */
export const QUEUED_RESEND_MS = 120_000;
export const MAX_ATTEMPTS = 3;

export async function sweepIngests(deps: Deps, now = Date.now()): Promise<{ requeued: number; failed: number; resent: number }> {
  const counts = { requeued: 0, failed: 0, resent: 0 };
  const stale = await findStale(deps.db, new Date(now - STALE_HEARTBEAT_MS), new Date(now - QUEUED_RESEND_MS));
  for (const row of stale) {
    if (row.state === 'running') {
      const outcome = await requeueLost(deps.db, row, MAX_ATTEMPTS);
      if (outcome === 'moved') continue;
      counts[outcome === 'requeued' ? 'requeued' : 'failed'] += 1;
      if (outcome === 'failed') continue;
    } else {
      counts.resent += 1;
      await touchQueued(deps.db, row.videoId);
    }
    await deps.queue.send('title-transcode', { videoId: row.videoId });
  }
  if (counts.requeued + counts.failed + counts.resent > 0) deps.log.warn(counts, 'ingest sweep');
  return counts;
}
