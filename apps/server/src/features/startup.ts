// Start-up work after migrations: seed the demo catalogue (idempotent, a few hundred rows, fast)
// and queue its media generation so the server answers at once; posters and streams appear when
// the 'demo-media' job finishes (GET /api/health says when).
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../lib/deps.ts';
import type { Jobs } from '../lib/jobs/start-jobs.ts';
import { backfillTitleSearchKeys, invalidateCatalogueCache } from './catalogue/index.ts';
import { PLANS_CACHE } from './payments/index.ts';
import { POPUP_CACHE } from './popup/index.ts';
import { fillVideoRegionParents, REGIONS_CACHE } from './regions/index.ts';
import { REFERRAL_CACHE } from './referral/index.ts';
import { seedDemo } from './seed/index.ts';
import { backfillCappedManifests } from './quality-caps/index.ts';

export async function startup(deps: Deps, jobs: Jobs, log: FastifyBaseLogger) {
  // Payments whose browser never came back are settled from the gateway every minute.
  await jobs.schedule?.('payment-reconcile', '* * * * *', { reason: 'schedule' });
  // Refunds the gateway refused, sent again by their idempotency key after each one's backoff.
  await jobs.schedule?.('refund-retry', '* * * * *', { reason: 'schedule' });
  // Withdrawals whose payout was never sent or never heard back from, every minute.
  await jobs.schedule?.('payout-reconcile', '* * * * *', { reason: 'schedule' });
  // Domain events a fulfilment did not get to dispatch (crash, failed handler) every minute.
  await jobs.schedule?.('domain-events', '* * * * *', { reason: 'schedule' });
  // Transcodes a dead worker dropped, and scheduled titles whose time has come, every minute.
  await jobs.schedule?.('ingest-sweep', '* * * * *', { reason: 'schedule' });
  await jobs.schedule?.('publish-scheduled', '* * * * *', { reason: 'schedule' });
  // The dashboard's closed days (each stored once, an hour after its India midnight).
  await jobs.schedule?.('dashboard-rollup', '*/10 * * * *', { reason: 'schedule' });
  // Search keys and region parents of videos written without them (both idempotent, see their files).
  const searchKeys = await backfillTitleSearchKeys(deps.db);
  const regionParents = await fillVideoRegionParents(deps.db);
  if (searchKeys + regionParents > 0) {
    log.info({ searchKeys, regionParents }, 'video search keys and region parents filled');
    await invalidateCatalogueCache(deps.cache);
  }
  // Issue 18.2: plan-capped manifests beside titles packaged before they existed (idempotent;
  // in the background, the demo clips get theirs from the demo-media job).
  if (deps.config.runsJobs) {
    void backfillCappedManifests(deps).then(
      (written) => written > 0 && log.info({ written }, 'capped manifests written'),
      (error: unknown) => log.warn({ err: error }, 'capped manifests: backfill failed'),
    );
  }
  if (!deps.config.seedDemo) return;
  const outcome = await seedDemo(deps.db, { mediaBaseUrl: deps.config.mediaBaseUrl });
  log.info({ outcome }, 'demo seed');
  if (outcome === 'skipped-existing-data') return;
  if (outcome === 'seeded') {
    // Shared (Redis) caches may hold answers from before the seed.
    await invalidateCatalogueCache(deps.cache);
    await deps.cache.invalidate(REGIONS_CACHE);
    await deps.cache.invalidate(POPUP_CACHE);
    await deps.cache.invalidate(PLANS_CACHE);
    await deps.cache.invalidate(REFERRAL_CACHE.bonusLevels);
  }
  // Always queued: the job returns at once when the media exists, and repairs it when not.
  await jobs.send('demo-media', { reason: 'startup' });
}
