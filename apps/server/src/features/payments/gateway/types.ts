// The payment provider as the rest of the code sees it (ARCHITECTURE 7). Shapes follow Razorpay's
// Orders and Payments entities (PAYMENTS.md) so the sandbox and the real adapter are swappable.

export type GatewayName = 'sandbox' | 'razorpay';

export interface GatewayOrder {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  created_at: number;
}

export interface GatewayPayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method: string | null;
  error_code: string | null;
  error_description: string | null;
}

export interface CreateOrderInput {
  amountPaise: number;
  currency: string;
  /** Our id for the order, at most 40 characters. */
  receipt: string;
  notes: Record<string, string>;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Public key the browser's checkout needs. */
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<GatewayOrder>;
  fetchOrder(orderId: string): Promise<GatewayOrder | null>;
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  verifyCheckoutSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Checks `X-Razorpay-Signature` over the raw bytes, never over re-serialised JSON. */
  verifyWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): boolean;
  /**
   * POST /v1/payments/{id}/refund (issue 17.2). The idempotency key goes in `X-Refund-Idempotency`:
   * a retry with the same key and body answers the same refund instead of refunding twice.
   * Throws RazorpayError with the gateway's description when refused (4xx: nothing was refunded).
   */
  refund(input: RefundInput): Promise<GatewayRefund>;
}

export interface RefundInput {
  paymentId: string;
  amountPaise: number;
  /** 10-64 of [A-Za-z0-9_-], Razorpay's rule for X-Refund-Idempotency. */
  idempotencyKey: string;
  receipt: string;
  notes: Record<string, string>;
}

export interface GatewayRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}
