// The default payout provider (ARCHITECTURE 7): behaves like RazorpayX payouts with its own books
// (sandbox_payouts, one payout per reference id), so development and tests exercise the same
// create → in flight → processed | failed path as production. Test rule (README): an account
// number ending in 0000 is rejected by the "beneficiary bank"; every other payout is processed.
// Like a real bank transfer, a payout stays in flight for a while (SANDBOX_PAYOUT_SECONDS, 10 s by
// default) before the bank decides, so the wallet shows it PENDING first (issue 12). Then it
// settles in the background, as a webhook would; when that is lost (a crash), asking about the
// payout once it is due (the payout-reconcile job) finishes it.
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
interface Books {
  /** Settlements running now. */
  inFlight: Set<Promise<void>>;
  /** Payouts waiting for the bank's decision: their timers and what runs when one fires. */
  waiting: Map<string, { timer: NodeJS.Timeout; run: () => void }>;
}
const books = new WeakMap<Deps, Books>();

function booksOf(deps: Deps): Books {
  let b = books.get(deps);
  if (!b) {
    b = { inFlight: new Set(), waiting: new Map() };
    books.set(deps, b);
  }
  return b;
}

/**
 * Tests: the bank decides every payout it still holds now, instead of after its delay, and this
 * resolves once all of them (and any already settling) are settled.
 */
export async function flushSandboxPayouts(deps: Deps): Promise<void> {
  const b = booksOf(deps);
  for (const { timer, run } of [...b.waiting.values()]) {
    clearTimeout(timer);
    run();
  }
  while (b.inFlight.size > 0) await Promise.allSettled([...b.inFlight]);
}

/** On shutdown: payouts still waiting are left to the payout-reconcile job of the next start. */
export function stopSandboxPayouts(deps: Deps): void {
  const b = booksOf(deps);
  for (const { timer } of b.waiting.values()) clearTimeout(timer);
  b.waiting.clear();
}

/** The bank's clock is the wallet's (walletHooks.now), so a test can let the delay pass. */
const isDue = (deps: Deps, row: Row) =>
  row.createdAt.getTime() + deps.config.sandboxPayoutSettleMs <= walletHooks(deps).now().getTime();

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

async function settle(deps: Deps, id: string) {
  const row = await advance(deps, id);
  const withdrawalId = row ? Number(row.referenceId) : Number.NaN;
  if (!row || !Number.isSafeInteger(withdrawalId)) return;
  await settleWithdrawal(deps, withdrawalId, {
    payoutId: row.id,
    status: row.status as PayoutStatus,
    failureReason: row.failureReason,
  });
}

/** After the bank's delay, decide the payout and settle its withdrawal, as the webhook would. */
function settleInBackground(deps: Deps, id: string) {
  const b = booksOf(deps);
  const run = () => {
    b.waiting.delete(id);
    const job = settle(deps, id).catch(() => {
      // The payout-reconcile job asks about the payout and settles it.
    });
    b.inFlight.add(job);
    void job.finally(() => b.inFlight.delete(job));
  };
  const timer = setTimeout(run, deps.config.sandboxPayoutSettleMs);
  // A payout waiting for its bank never keeps the process alive.
  timer.unref();
  b.waiting.set(id, { timer, run });
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
      const [row] = await deps.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, id));
      // Asked about a payout whose time is up, the bank has decided (a lost webhook); before that
      // it is still in flight.
      if (row && walletHooks(deps).sandboxAutoSettle && isDue(deps, row)) {
        const decided = await advance(deps, id);
        return decided ? toPayout(decided) : null;
      }
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
