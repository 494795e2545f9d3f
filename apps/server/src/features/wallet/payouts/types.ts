// The payout provider as the wallet sees it (ARCHITECTURE 7 `PayoutGateway`). Shapes follow
// RazorpayX contacts, fund accounts and payouts (shared/design/PAYMENTS.md) so the sandbox and the
// real adapter are swappable.

export type PayoutGatewayName = 'sandbox' | 'razorpayx';

/** RazorpayX payout statuses. */
export type PayoutStatus =
  | 'queued'
  | 'pending'
  | 'processing'
  | 'processed'
  | 'reversed'
  | 'cancelled'
  | 'rejected'
  | 'failed';

/** What a payout status means for our withdrawal. */
export function payoutOutcome(status: PayoutStatus): 'pending' | 'completed' | 'failed' {
  if (status === 'processed') return 'completed';
  if (status === 'reversed' || status === 'cancelled' || status === 'rejected' || status === 'failed') return 'failed';
  return 'pending';
}

export interface PayoutBeneficiary {
  /** Our user id, as the contact's reference_id. */
  userId: number;
  name: string;
  phone: string;
  accountHolderName: string;
  ifsc: string;
  /** Decrypted only for this call. */
  accountNumber: string;
  /** Provider ids remembered from an earlier payout to the same account, if any. */
  contactId: string | null;
  fundAccountId: string | null;
}

export interface CreatePayoutInput {
  beneficiary: PayoutBeneficiary;
  amountPaise: number;
  /** Our withdrawal id: the provider's reference_id and idempotency key. */
  referenceId: string;
  narration: string;
}

export interface Payout {
  id: string;
  status: PayoutStatus;
  amountPaise: number;
  referenceId: string;
  failureReason: string | null;
  /** Provider ids to remember on the bank account for the next payout. */
  contactId: string | null;
  fundAccountId: string | null;
}

/**
 * Errors from createPayout carry `isRetryable`. False means the provider definitely did not and will
 * not pay this reference (a refused beneficiary, bad credentials): the withdrawal fails and is
 * refunded. Anything else (timeouts, 5xx, lost connections, plain errors) may have paid, so the
 * withdrawal stays PENDING and the reconcile job asks again with the same reference.
 */
export function isDefinitePayoutRefusal(err: unknown): err is Error & { isRetryable: false; description?: string } {
  return err instanceof Error && 'isRetryable' in err && (err as { isRetryable: unknown }).isRetryable === false;
}

export interface PayoutGateway {
  readonly name: PayoutGatewayName;
  /** Creates (or, for a reference already sent, returns) the payout. Idempotent per referenceId. */
  createPayout(input: CreatePayoutInput): Promise<Payout>;
  fetchPayout(payoutId: string): Promise<Payout | null>;
  /** Checks the webhook's `X-Razorpay-Signature` over the raw body. */
  verifyWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): boolean;
}
