// Typed job registry (PeerTube's job-queue idea): `JobHandlers` must name a handler for every job,
// so adding a job type without its handler does not compile. Features fill it in features/jobs.ts.
import type { Deps } from '../deps.ts';

export interface JobPayloads {
  /** Generates the demo media set and points the seeded catalogue at it. */
  'demo-media': { reason: string };
  /** Settles unfulfilled orders from the gateway and expires stale ones (every minute). */
  'payment-reconcile': { reason: string };
  /** Hands undispatched domain events (payment.completed → referral bonuses) to their handlers. */
  'domain-events': { reason: string };
  /** Asks the payout provider about PENDING withdrawals and settles them (every minute). */
  'payout-reconcile': { reason: string };
  /** Transcodes a title's uploaded film (features/ingest); the title_ingests row holds its state. */
  'title-transcode': { videoId: number };
  /** Packages a title's uploaded promo clip (features/promo); the title_promos row holds its state. */
  'title-promo': { videoId: number };
  /** Packages an ad's uploaded video (features/ads-admin); the ad_ingests row holds its state. */
  'ad-transcode': { adId: number };
  /** Re-queues transcodes whose worker died and queued ones never sent (every minute). */
  'ingest-sweep': { reason: string };
  /** Publishes titles whose scheduled time has come (every minute). */
  'publish-scheduled': { reason: string };
  /** Stores the dashboard's figures of closed India days (features/dashboard, every 10 minutes). */
  'dashboard-rollup': { reason: string };
  /** Sends failed refunds again by their idempotency key, with backoff and a bound (every minute). */
  'refund-retry': { reason: string };
}
export type JobName = keyof JobPayloads;

/** Every queue, for processes that create them without handling them (the api role's sender). */
export const JOB_NAMES = [
  'demo-media',
  'payment-reconcile',
  'domain-events',
  'payout-reconcile',
  'title-transcode',
  'title-promo',
  'ad-transcode',
  'ingest-sweep',
  'publish-scheduled',
  'dashboard-rollup',
  'refund-retry',
] as const satisfies readonly JobName[];
// Fails to compile when a job type is missing from JOB_NAMES.
const everyJobNamed: [Exclude<JobName, (typeof JOB_NAMES)[number]>] extends [never] ? true : never = true;
void everyJobNamed;

export type JobHandlers = { [N in JobName]: (data: JobPayloads[N], deps: Deps) => Promise<void> };

/**
 * Per-job options where pg-boss's defaults (15 minutes to expire, retried twice) do not fit. A
 * transcode runs for up to hours and is never retried blindly: a failure is shown to the operator,
 * who retries; a dead worker is noticed by the ingest sweep's heartbeat check instead.
 */
export const JOB_SEND_OPTIONS: Partial<Record<JobName, { expireInSeconds: number; retryLimit: number }>> = {
  'title-transcode': { expireInSeconds: 12 * 3600, retryLimit: 0 },
  'title-promo': { expireInSeconds: 3600, retryLimit: 0 },
  'ad-transcode': { expireInSeconds: 3600, retryLimit: 0 },
};
