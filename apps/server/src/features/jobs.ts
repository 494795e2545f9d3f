// Every background job's handler (see lib/jobs/registry.ts for the payload types).
import type { JobHandlers, JobPayloads } from '../lib/jobs/registry.ts';
import type { Deps } from '../lib/deps.ts';
import { ADVISORY_LOCKS } from '../lib/db/client.ts';
import { exclusive } from '../lib/jobs/exclusive.ts';
import { mirrorDirectory } from '../lib/storage/mirror-directory.ts';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createDemoMediaHandler, DEMO_READY_MARKERS } from './seed/index.ts';
import { reconcilePayments, retryFailedRefunds } from './payments/index.ts';
import { reconcilePayouts } from './wallet/index.ts';
import { dispatchDomainEvents } from '../lib/events/index.ts';
import { LIVE_CHANNEL_DIR } from './streaming/layout.ts';
import { runTitleTranscode, sweepIngests } from './ingest/index.ts';
import { publishDueTitles } from './title-admin/index.ts';
import { runAdTranscode } from './ads-admin/index.ts';
import { runTitlePromo, sweepPromos } from './promo/index.ts';
import { invalidateCatalogueCache } from './catalogue/index.ts';
import { rollUpClosedDays } from './dashboard/index.ts';

const demoMedia = createDemoMediaHandler();

export const jobHandlers: JobHandlers = {
  'demo-media': (data, deps) =>
    exclusive(deps, ADVISORY_LOCKS.demoMedia, () => makeDemoMedia(data, deps)),
  'payment-reconcile': async (_data, deps) => void (await reconcilePayments(deps)),
  'refund-retry': async (_data, deps) => void (await retryFailedRefunds(deps)),
  'payout-reconcile': async (_data, deps) => void (await reconcilePayouts(deps)),
  'domain-events': async (_data, deps) => void (await dispatchDomainEvents(deps)),
  'title-transcode': (data, deps) => runTitleTranscode(deps, data.videoId),
  'title-promo': (data, deps) => runTitlePromo(deps, data.videoId),
  'ad-transcode': (data, deps) => runAdTranscode(deps, data.adId),
  'ingest-sweep': async (_data, deps) => {
    await sweepIngests(deps);
    await sweepPromos(deps);
  },
  'dashboard-rollup': async (_data, deps) => void (await rollUpClosedDays(deps.db, new Date())),
  'publish-scheduled': async (_data, deps) => {
    if ((await publishDueTitles(deps.db)) > 0) await invalidateCatalogueCache(deps.cache);
  },
};

async function makeDemoMedia(data: JobPayloads['demo-media'], deps: Deps): Promise<void> {
  await demoMedia(data, deps);
  // On an object store, what ffmpeg and sharp made on this worker's disk is copied there, so
  // that every instance and the CDN see it (the live channel mirrors itself as it goes).
  // The ready markers go last: an instance that sees them finds everything else there.
  const markers = new Set<string>(DEMO_READY_MARKERS);
  const mirrored = await mirrorDirectory(deps.storage, deps.config.mediaDir, '', {
    skip: (key) => key.startsWith(`${LIVE_CHANNEL_DIR}/`) || markers.has(key),
  });
  if (deps.storage.kind === 'local') return;
  for (const key of markers) {
    const body = await fs.readFile(path.join(deps.config.mediaDir, key)).catch(() => null);
    if (body) await deps.storage.put(key, body);
  }
  deps.log.info(mirrored, 'demo media copied to the media storage');
}
