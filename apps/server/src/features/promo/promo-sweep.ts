// Run by the 'ingest-sweep' job beside the film's sweep, with the same rules (ingest-sweep.ts): a
// running promo whose heartbeat stopped goes back to the queue, up to MAX_ATTEMPTS runs, and a
// queued one whose job may never have been sent is sent again. Only one run can claim a queued row.
import type { Deps } from '../../lib/deps.ts';
import { MAX_ATTEMPTS, QUEUED_RESEND_MS, STALE_HEARTBEAT_MS } from '../ingest/index.ts';
import { findStalePromos, requeueLostPromo, touchQueuedPromo } from './promo-store.ts';

export async function sweepPromos(deps: Deps, now = Date.now()): Promise<{ requeued: number; failed: number; resent: number }> {
  const counts = { requeued: 0, failed: 0, resent: 0 };
  const stale = await findStalePromos(deps.db, new Date(now - STALE_HEARTBEAT_MS), new Date(now - QUEUED_RESEND_MS));
  for (const row of stale) {
    if (row.state === 'running') {
      const outcome = await requeueLostPromo(deps.db, row, MAX_ATTEMPTS);
      if (outcome === 'moved') continue;
      counts[outcome] += 1;
      if (outcome === 'failed') continue;
    } else {
      counts.resent += 1;
      await touchQueuedPromo(deps.db, row.videoId);
    }
    await deps.queue.send('title-promo', { videoId: row.videoId });
  }
  if (counts.requeued + counts.failed + counts.resent > 0) deps.log.warn(counts, 'promo sweep');
  return counts;
}
