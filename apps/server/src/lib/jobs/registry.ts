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
}
export type JobName = keyof JobPayloads;

export type JobHandlers = { [N in JobName]: (data: JobPayloads[N], deps: Deps) => Promise<void> };
