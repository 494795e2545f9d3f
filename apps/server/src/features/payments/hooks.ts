// Test seams, one set per app: a failure injected right after the payment is recorded (to prove a
// crash between capture and grant is recovered by the reconciler), and the sandbox's webhooks.
import type { Deps } from '../../lib/deps.ts';

export interface PaymentHooks {
  /** Runs inside the fulfilment transaction after the payment row is written; throwing aborts it. */
  afterCapture: (() => Promise<void> | void) | null;
  /** Whether the sandbox delivers webhooks after a simulated payment (tests may turn this off). */
  sandboxWebhooks: boolean;
}

const registry = new WeakMap<Deps, PaymentHooks>();

export function paymentHooks(deps: Deps): PaymentHooks {
  let hooks = registry.get(deps);
  if (!hooks) {
    hooks = { afterCapture: null, sandboxWebhooks: true };
    registry.set(deps, hooks);
  }
  return hooks;
}
