// Test seams, one set per app (like payments/hooks.ts): the wallet's clock, whether the sandbox
// payout provider settles on its own, and a failure injected before a payout is sent.
import type { Deps } from '../../lib/deps.ts';

export interface WalletHooks {
  /** The wallet's "now" (per-day limits, ledger times). */
  now: () => Date;
  /**
   * Whether the sandbox payout provider processes payouts by itself (right after creating them,
   * and when asked about one still in flight). Tests turn it off to hold payouts in flight.
   */
  sandboxAutoSettle: boolean;
  /** Runs before the provider is asked for a payout; throwing simulates the provider being down. */
  beforeCreatePayout: (() => Promise<void> | void) | null;
}

const registry = new WeakMap<Deps, WalletHooks>();

export function walletHooks(deps: Deps): WalletHooks {
  let hooks = registry.get(deps);
  if (!hooks) {
    hooks = { now: () => new Date(), sandboxAutoSettle: true, beforeCreatePayout: null };
    registry.set(deps, hooks);
  }
  return hooks;
}
