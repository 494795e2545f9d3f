// Every background job's handler (see lib/jobs/registry.ts for the payload types).
import type { JobHandlers } from '../lib/jobs/registry.ts';
import { createDemoMediaHandler } from './seed/index.ts';
import { reconcilePayments } from './payments/index.ts';
import { reconcilePayouts } from './wallet/index.ts';
import { dispatchDomainEvents } from '../lib/events/index.ts';

export const jobHandlers: JobHandlers = {
  'demo-media': createDemoMediaHandler(),
  'payment-reconcile': async (_data, deps) => void (await reconcilePayments(deps)),
  'payout-reconcile': async (_data, deps) => void (await reconcilePayouts(deps)),
  'domain-events': async (_data, deps) => void (await dispatchDomainEvents(deps)),
};
