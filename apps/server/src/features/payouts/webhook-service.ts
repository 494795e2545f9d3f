// RazorpayX payout webhooks (PAYMENTS.md): delivered at least once, in any order. Each event id is
// processed once (webhook_events through lib/webhooks/event-store.ts, under the payout provider's
// name: 'razorpayx' in production, with account numbers masked by maskedForStorage);
// settleWithdrawal's row lock and forward-only states make a second event for the same payout
// status change nothing.
import { eq } from 'drizzle-orm';
import type { PayoutWebhookEvent } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { withdrawals } from '../../lib/db/schema.ts';
import { settleWithdrawal, type SettleResult } from '../wallet/settle-withdrawal.ts';
import { isPayoutStatus, toPayout } from './razorpayx-gateway.ts';

export type PayoutEventResult = SettleResult | 'ignored';

/**
 * The event as stored for audit, with every `*account_number` field (ours as the debit account,
 * a viewer's in an expanded fund account) masked to its last four digits.
 */
export function maskedForStorage(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskedForStorage);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) =>
      /account_number$/i.test(key) && (typeof v === 'string' || typeof v === 'number')
        ? [key, `••••${String(v).slice(-4)}`]
        : [key, maskedForStorage(v)],
    ),
  );
}

/** Our withdrawal id from the payout's reference_id, or null for anything we did not send. */
export function withdrawalIdOf(referenceId: unknown): number | null {
  if (typeof referenceId !== 'string' || !/^[1-9]\d{0,9}$/.test(referenceId)) return null;
  const id = Number(referenceId);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * A payout event the route checked against the contract (processed, reversed, failed, rejected,
 * updated and the in-flight ones) hands its status to settleWithdrawal. The payout must be for one
 * of our withdrawals made with this provider and for its amount, with a status we know; anything
 * else is acknowledged and ignored.
 */
export async function processPayoutEvent(deps: Deps, gateway: string, event: PayoutWebhookEvent): Promise<PayoutEventResult> {
  const entity = event.payload.payout.entity;
  if (!isPayoutStatus(entity.status)) return 'ignored';
  const withdrawalId = withdrawalIdOf(entity.reference_id);
  if (withdrawalId === null) return 'ignored';
  const [withdrawal] = await deps.db
    .select({ amountPaise: withdrawals.amountPaise, payoutGateway: withdrawals.payoutGateway })
    .from(withdrawals)
    .where(eq(withdrawals.id, withdrawalId));
  if (!withdrawal || withdrawal.payoutGateway !== gateway) return 'ignored';
  if (entity.amount !== withdrawal.amountPaise) return 'ignored';
  const payout = toPayout({ ...entity, status: entity.status });
  return settleWithdrawal(deps, withdrawalId, {
    payoutId: payout.id,
    status: payout.status,
    failureReason: payout.failureReason,
  });
}
