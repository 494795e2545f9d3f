// The default payout provider (ARCHITECTURE 7): behaves like RazorpayX payouts with its own books
// (sandbox_payouts, one payout per reference id), so development and tests exercise the same
// create → in flight → processed | failed path as production. Test rule (README): an account
// number ending in 0000 is rejected by the "beneficiary bank"; every other payout is processed.
// Right after creating a payout it settles it in the background, as a webhook would; when that is
// lost (a crash), asking about the payout (the payout-reconcile job) finishes it.
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../../lib/deps.ts';
import { sandboxPayouts } from '../../../lib/db/schema.ts';
import { safeEqual } from '../../../lib/http/tokens.ts';
import { walletHooks } from '../hooks.ts';
import { settleWithdrawal } from '../settle-withdrawal.ts';
import type { Payout, PayoutGateway, PayoutStatus } from './types.ts';

export const SANDBOX_FAILING_SUFFIX = '0000';
export const SANDBOX_FAILURE_REASON = 'Beneficiary bank rejected the transfer';

type Row = typeof sandboxPayouts.$inferSelect;

export function sandboxPayoutWebhookSecret(sessionSecret: string): string {
  return crypto
    .createHmac('sha256', sessionSecret)
    .update('sandbox-payout-webhook-secret')
    .digest('hex');
}

/** RazorpayX-style payout id: 'pout_' and 14 base62 characters. */
function payoutId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  for (const b of crypto.randomBytes(14)) id += alphabet[b % alphabet.length];
  return `pout_${id}`;
}

function toPayout(row: Row): Payout {
  return {
    id: row.id,
    status: row.status as PayoutStatus,
    amountPaise: row.amountPaise,
    referenceId: row.referenceId,
    failureReason: row.failureReason,
    contactId: null,
    fundAccountId: null,
  };
}

// ---- Background settlement, tracked per app so tests can wait for it ------------------------
const inFlight = new WeakMap<Deps, Set<Promise<void>>>();

function inFlightOf(deps: Deps): Set<Promise<void>> {
  let set = inFlight.get(deps);
  if (!set) {
    set = new Set();
    inFlight.set(deps, set);
  }
  return set;
}

/** Resolves when every payout the sandbox has started settling has been settled. */
export async function flushSandboxPayouts(deps: Deps): Promise<void> {
  while (inFlightOf(deps).size > 0) await Promise.allSettled([...inFlightOf(deps)]);
}

/** The "bank" decides: in-flight payouts move to processed, or failed for the test accounts. */
async function advance(deps: Deps, id: string): Promise<Row | null> {
  const [row] = await deps.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, id));
  if (!row) return null;
  if (row.status !== 'queued' && row.status !== 'processing') return row;
  const fails = row.accountLast4 === SANDBOX_FAILING_SUFFIX;
  const [moved] = await deps.db
    .update(sandboxPayouts)
    .set({
      status: fails ? 'failed' : 'processed',
      failureReason: fails ? SANDBOX_FAILURE_REASON : null,
      updatedAt: new Date(),
    })
    .where(and(eq(sandboxPayouts.id, id), inArray(sandboxPayouts.status, ['queued', 'processing'])))
    .returning();
  if (moved) return moved;
  // Someone else moved it first: read what they wrote.
  const [now] = await deps.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, id));
  return now ?? null;
}

function settleInBackground(deps: Deps, id: string) {
  const set = inFlightOf(deps);
  const run = (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    const row = await advance(deps, id);
    const withdrawalId = row ? Number(row.referenceId) : Number.NaN;
    if (!row || !Number.isSafeInteger(withdrawalId)) return;
    await settleWithdrawal(deps, withdrawalId, {
      payoutId: row.id,
      status: row.status as PayoutStatus,
      failureReason: row.failureReason,
    });
  })().catch(() => {
    // The payout-reconcile job asks about the payout and settles it.
  });
  set.add(run);
  void run.finally(() => set.delete(run));
}

export function createSandboxPayoutGateway(deps: Deps): PayoutGateway {
  const webhookSecret = sandboxPayoutWebhookSecret(deps.config.sessionSecret);
  const byReference = async (referenceId: string) =>
    (
      await deps.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.referenceId, referenceId))
    )[0];
  return {
    name: 'sandbox',
    async createPayout(input) {
      if (!Number.isInteger(input.amountPaise) || input.amountPaise <= 0)
        throw new Error('sandbox payout: invalid amount');
      if (!/^\d{9,18}$/.test(input.beneficiary.accountNumber))
        throw new Error('sandbox payout: invalid account number');
      const [created] = await deps.db
        .insert(sandboxPayouts)
        .values({
          id: payoutId(),
          referenceId: input.referenceId,
          amountPaise: input.amountPaise,
          accountLast4: input.beneficiary.accountNumber.slice(-4),
          ifscCode: input.beneficiary.ifsc,
          status: 'processing',
        })
        .onConflictDoNothing({ target: sandboxPayouts.referenceId })
        .returning();
      const row = created ?? (await byReference(input.referenceId));
      if (!row) throw new Error('sandbox payout insert failed');
      // Like RazorpayX's idempotency key: the same reference with another amount is an error.
      if (row.amountPaise !== input.amountPaise)
        throw new Error('sandbox payout: reference reused with another amount');
      if (created && walletHooks(deps).sandboxAutoSettle) settleInBackground(deps, row.id);
      return toPayout(row);
    },
    async fetchPayout(id) {
      if (walletHooks(deps).sandboxAutoSettle) {
        const row = await advance(deps, id);
        return row ? toPayout(row) : null;
      }
      const [row] = await deps.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, id));
      return row ? toPayout(row) : null;
    },
    verifyWebhook(rawBody, header) {
      if (!header) return false;
      const expected = crypto.createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
      return safeEqual(expected, header);
    },
  };
}

/** Test and operator helper: moves a sandbox payout to a status (e.g. 'reversed' after 'processed'). */
export async function setSandboxPayoutStatus(
  deps: Deps,
  id: string,
  status: PayoutStatus,
  failureReason: string | null = null,
) {
  const [row] = await deps.db
    .update(sandboxPayouts)
    .set({ status, failureReason, updatedAt: new Date() })
    .where(eq(sandboxPayouts.id, id))
    .returning();
  return row ? toPayout(row) : null;
}
