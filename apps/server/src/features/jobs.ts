// Every background job's handler (see lib/jobs/registry.ts for the payload types).
import type { JobHandlers } from '../lib/jobs/registry.ts';
import { mirrorDirectory } from '../lib/storage/mirror-directory.ts';
import { createDemoMediaHandler } from './seed/index.ts';
import { reconcilePayments } from './payments/index.ts';
import { reconcilePayouts } from './wallet/index.ts';
import { dispatchDomainEvents } from '../lib/events/index.ts';
import { LIVE_CHANNEL_DIR } from './streaming/layout.ts';

const demoMedia = createDemoMediaHandler();

export const jobHandlers: JobHandlers = {
  'demo-media': async (data, deps) => {
    await demoMedia(data, deps);
    // On an object store, what ffmpeg and sharp made on this worker's disk is copied there, so
    // that every instance and the CDN see it (the live channel mirrors itself as it goes).
    const mirrored = await mirrorDirectory(deps.storage, deps.config.mediaDir, '', {
      skip: (key) => key.startsWith(`${LIVE_CHANNEL_DIR}/`),
    });
    if (mirrored.sent > 0) deps.log.info(mirrored, 'demo media copied to the media storage');
  },
  'payment-reconcile': async (_data, deps) => void (await reconcilePayments(deps)),
  'payout-reconcile': async (_data, deps) => void (await reconcilePayouts(deps)),
  'domain-events': async (_data, deps) => void (await dispatchDomainEvents(deps)),
};
