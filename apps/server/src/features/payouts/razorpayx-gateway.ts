// The real payout provider: RazorpayX contacts, fund accounts and payouts over REST with HTTP
// basic auth (shared/design/PAYMENTS.md). A payout is created with an idempotency key derived from
// our withdrawal id, so every retry of one withdrawal maps to one payout at RazorpayX.
import { verifyHmacSha256 } from '../../lib/http/tokens.ts';
import {
  payoutOutcome,
  type CreatePayoutInput,
  type Payout,
  type PayoutGateway,
  type PayoutStatus,
} from '../wallet/payouts/types.ts';
import { createRazorpayXClient, RazorpayXError, redactAccountNumbers } from './razorpayx-client.ts';
import {
  IMPS_MAX_PAISE,
  payoutIdempotencyKey,
  razorpayName,
  razorpayNarration,
  razorpayPhone,
} from './razorpayx-fields.ts';

export interface RazorpayXOptions {
  keyId: string;
  keySecret: string;
  baseUrl: string;
  /** Our RazorpayX business account (current account or customer identifier), never the viewer's. */
  accountNumber: string;
  webhookSecret: string;
  /** Per-request timeout; the viewer waits on the withdrawal request. */
  timeoutMs?: number;
}

/** The parts of RazorpayX's payout entity we read (payouts API, payout webhooks). */
export interface RazorpayXPayoutEntity {
  id: string;
  entity?: string;
  fund_account_id?: string | null;
  fund_account?: { contact_id?: string | null } | null;
  amount: number;
  currency?: string;
  status: string;
  reference_id?: string | null;
  failure_reason?: string | null;
  status_details?: { description?: string | null; reason?: string | null; source?: string | null } | null;
}

const PAYOUT_STATUSES: readonly PayoutStatus[] = [
  'queued',
  'pending',
  'processing',
  'processed',
  'reversed',
  'cancelled',
  'rejected',
  'failed',
];

export function isPayoutStatus(value: unknown): value is PayoutStatus {
  return typeof value === 'string' && (PAYOUT_STATUSES as readonly string[]).includes(value);
}

/** RazorpayX's payout entity as the wallet sees it. */
export function toPayout(entity: RazorpayXPayoutEntity, ids: { contactId?: string | null } = {}): Payout {
  // A status RazorpayX adds later is treated as still in flight: no money moves on a guess.
  const status: PayoutStatus = isPayoutStatus(entity.status) ? entity.status : 'processing';
  const reason = entity.status_details?.description || entity.failure_reason || null;
  return {
    id: entity.id,
    status,
    amountPaise: Number(entity.amount),
    referenceId: entity.reference_id ?? '',
    failureReason: payoutOutcome(status) === 'failed' ? (reason ? redactAccountNumbers(reason).slice(0, 300) : status) : null,
    contactId: ids.contactId ?? entity.fund_account?.contact_id ?? null,
    fundAccountId: entity.fund_account_id ?? null,
  };
}

/** RazorpayX refused the payout over its idempotency key (the key was used with another body). */
function isIdempotencyConflict(err: unknown): err is RazorpayXError {
  if (!(err instanceof RazorpayXError) || err.kind !== 'rejected' || err.step !== 'payout') return false;
  return /idempotency/i.test(`${err.field ?? ''} ${err.description}`);
}

/**
 * RazorpayX answers an unknown payout id with 400 "The id provided does not exist" (or a 404).
 * Any other refusal (bad keys, a malformed request) is an error, never "no such payout".
 */
function isUnknownPayout(err: unknown): boolean {
  if (!(err instanceof RazorpayXError) || err.kind !== 'rejected') return false;
  return err.status === 404 || (err.status === 400 && /does not exist|not found/i.test(err.description));
}

export function createRazorpayXGateway(opts: RazorpayXOptions): PayoutGateway {
  const call = createRazorpayXClient({
    keyId: opts.keyId,
    keySecret: opts.keySecret,
    baseUrl: opts.baseUrl,
    timeoutMs: opts.timeoutMs ?? 10_000,
    secrets: [opts.accountNumber],
  });

  async function ensureFundAccount(input: CreatePayoutInput): Promise<{ contactId: string | null; fundAccountId: string }> {
    const b = input.beneficiary;
    if (b.fundAccountId) return { contactId: b.contactId, fundAccountId: b.fundAccountId };
    let contactId = b.contactId;
    if (!contactId) {
      // RazorpayX returns the existing contact when every detail matches, so a retry makes no duplicate.
      const phone = razorpayPhone(b.phone);
      const contact = await call<{ id: string }>('POST', '/v1/contacts', {
        step: 'contact',
        body: {
          name: razorpayName(b.name, 50) ?? razorpayName(b.accountHolderName, 50) ?? `Customer ${b.userId}`,
          ...(phone ? { contact: phone } : {}),
          type: 'customer',
          reference_id: String(b.userId),
        },
      });
      contactId = contact.id;
    }
    const fundAccount = await call<{ id: string }>('POST', '/v1/fund_accounts', {
      step: 'fund_account',
      secrets: [b.accountNumber],
      body: {
        contact_id: contactId,
        account_type: 'bank_account',
        bank_account: {
          name: razorpayName(b.accountHolderName, 120) ?? razorpayName(b.name, 120) ?? `Customer ${b.userId}`,
          ifsc: b.ifsc,
          account_number: b.accountNumber,
        },
      },
    });
    return { contactId, fundAccountId: fundAccount.id };
  }

  /** The one payout RazorpayX holds for this reference and amount, if any. */
  async function findPayoutByReference(input: CreatePayoutInput): Promise<RazorpayXPayoutEntity | null> {
    const query = new URLSearchParams({ account_number: opts.accountNumber, reference_id: input.referenceId, count: '10' });
    const list = await call<{ items?: RazorpayXPayoutEntity[] }>('GET', `/v1/payouts?${query}`, { step: 'fetch_payout' });
    const matches = (list.items ?? []).filter((p) => p.reference_id === input.referenceId && Number(p.amount) === input.amountPaise);
    return matches.length === 1 ? (matches[0] ?? null) : null;
  }

  return {
    name: 'razorpayx',

    async createPayout(input) {
      const { contactId, fundAccountId } = await ensureFundAccount(input);
      const body = {
        account_number: opts.accountNumber,
        fund_account_id: fundAccountId,
        amount: input.amountPaise,
        currency: 'INR',
        mode: input.amountPaise > IMPS_MAX_PAISE ? 'NEFT' : 'IMPS',
        purpose: 'payout',
        queue_if_low_balance: true,
        reference_id: input.referenceId,
        narration: razorpayNarration(input.narration),
      };
      let entity: RazorpayXPayoutEntity;
      try {
        entity = await call<RazorpayXPayoutEntity>('POST', '/v1/payouts', {
          step: 'payout',
          secrets: [input.beneficiary.accountNumber],
          headers: { 'X-Payout-Idempotency': payoutIdempotencyKey(input.referenceId) },
          body,
        });
      } catch (err) {
        if (!isIdempotencyConflict(err)) throw err;
        // The key was used before with another body (a retry after an answer was lost, with a fund
        // account RazorpayX made anew): that earlier payout is this withdrawal's payout. Not found
        // (yet), the outcome is unknown: retryable, never a refusal the wallet would refund on.
        const earlier = await findPayoutByReference(input);
        if (!earlier) throw new RazorpayXError('payout', 'unavailable', err.status, err.description, err.code, err.field);
        entity = earlier;
      }
      // An idempotency key is only as unique as our withdrawal ids: an answer for another
      // reference or amount (a reused key after a database reset) is never taken as this payout.
      if (entity?.reference_id !== input.referenceId || Number(entity.amount) !== input.amountPaise) {
        throw new RazorpayXError('payout', 'invalid_response', 200, `payout ${String(entity?.id)} is not for reference ${input.referenceId}`);
      }
      return { ...toPayout(entity, { contactId }), fundAccountId: entity.fund_account_id ?? fundAccountId };
    },

    async fetchPayout(payoutId) {
      try {
        return toPayout(await call<RazorpayXPayoutEntity>('GET', `/v1/payouts/${encodeURIComponent(payoutId)}`, { step: 'fetch_payout' }));
      } catch (err) {
        if (isUnknownPayout(err)) return null;
        throw err;
      }
    },

    // RazorpayX signs each webhook like Razorpay does: `X-Razorpay-Signature` is the hex
    // HMAC-SHA256 of the raw request body keyed with the webhook secret (PAYMENTS.md).
    verifyWebhook: (rawBody, header) => verifyHmacSha256(opts.webhookSecret, rawBody, header),
  };
}
