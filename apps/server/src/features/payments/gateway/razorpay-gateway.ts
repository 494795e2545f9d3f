// The real Razorpay adapter: Orders and Payments REST API with HTTP basic auth (PAYMENTS.md).
import type { CreateOrderInput, GatewayOrder, GatewayPayment, GatewayRefund, PaymentGateway } from './types.ts';
import { verifyHmacSha256 } from '../../../lib/http/tokens.ts';
import { verifyCheckout } from './signing.ts';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  baseUrl: string;
  /** Per-request timeout; the browser is waiting on create-order. */
  timeoutMs?: number;
}

export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(`Razorpay API ${status}: ${description}`);
  }
}

export function createRazorpayGateway(opts: RazorpayOptions): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const res = await fetch(`${opts.baseUrl}${path}`, {
      method,
      headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}), ...extraHeaders },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
    const text = await res.text();
    if (!res.ok) {
      let description = text.slice(0, 200);
      try {
        const parsed = JSON.parse(text) as { error?: { description?: string } };
        description = parsed.error?.description ?? description;
      } catch {
        // Non-JSON error body: keep the text.
      }
      throw new RazorpayError(res.status, description);
    }
    return JSON.parse(text) as T;
  }

  return {
    name: 'razorpay',
    keyId: opts.keyId,
    createOrder: (input: CreateOrderInput) =>
      call<GatewayOrder>('POST', '/v1/orders', {
        amount: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes,
      }),
    async fetchOrder(orderId) {
      try {
        return await call<GatewayOrder>('GET', `/v1/orders/${encodeURIComponent(orderId)}`);
      } catch (err) {
        if (err instanceof RazorpayError && (err.status === 400 || err.status === 404)) return null;
        throw err;
      }
    },
    async fetchOrderPayments(orderId) {
      const list = await call<{ items: GatewayPayment[] }>(
        'GET',
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return list.items;
    },
    verifyCheckoutSignature: (input) => verifyCheckout(opts.keySecret, input),
    verifyWebhook: (rawBody, header) => verifyHmacSha256(opts.webhookSecret, rawBody, header),
    refund: (input) =>
      call<GatewayRefund>(
        'POST',
        `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`,
        { amount: input.amountPaise, speed: 'normal', receipt: input.receipt, notes: input.notes },
        { 'x-refund-idempotency': input.idempotencyKey },
      ),
  };
}
