// A stand-in for Razorpay's REST API on loopback: the subset of Orders and Payments our adapter
// calls, with basic-auth checking and Razorpay's error shape. Tests drive its state directly.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** X-Refund-Idempotency, when sent. */
  idempotencyKey: string | undefined;
  body: unknown;
}

export interface FakeRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: 'processed';
  receipt: string | undefined;
}

export interface FakeRazorpay {
  baseUrl: string;
  requests: FakeRequest[];
  orders: Map<string, { id: string; amount: number; currency: string; receipt: string; status: string; created_at: number; notes: unknown }>;
  payments: Map<string, { id: string; order_id: string; amount: number; currency: string; status: string; method: string }[]>;
  /** Refunds made, one per distinct idempotency key (a replay answers the first). */
  refunds: FakeRefund[];
  close(): Promise<void>;
}

/** The test account the fake is started with and the app is configured for. */
export const FAKE_RAZORPAY = { keyId: 'rzp_test_FakeKey123', keySecret: 'fake_key_secret_value', webhookSecret: 'fake_webhook_secret' } as const;

/** A hex HMAC-SHA256, as Razorpay signs checkout answers (key secret) and webhooks (webhook secret). */
export const razorpaySignature = (secret: string, data: string) => crypto.createHmac('sha256', secret).update(data).digest('hex');

/** The app's settings for taking payments through the fake. */
export const razorpayAppEnv = (fake: FakeRazorpay) => ({
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: FAKE_RAZORPAY.keyId,
  RAZORPAY_KEY_SECRET: FAKE_RAZORPAY.keySecret,
  RAZORPAY_WEBHOOK_SECRET: FAKE_RAZORPAY.webhookSecret,
  RAZORPAY_BASE_URL: fake.baseUrl,
});

export async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const state: Omit<FakeRazorpay, 'baseUrl' | 'close'> = { requests: [], orders: new Map(), payments: new Map(), refunds: [] };
  const byKey = new Map<string, FakeRefund>();
  let counter = 0;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body: unknown = raw ? JSON.parse(raw) : undefined;
      const path = req.url ?? '';
      const idempotencyKey = typeof req.headers['x-refund-idempotency'] === 'string' ? req.headers['x-refund-idempotency'] : undefined;
      state.requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, idempotencyKey, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const error = (status: number, description: string) =>
        send(status, { error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'NA', reason: 'NA' } });
      if (req.headers.authorization !== expectedAuth) return error(401, 'Authentication failed');
      let m: RegExpExecArray | null;
      if (req.method === 'POST' && path === '/v1/orders') {
        const b = body as { amount: number; currency: string; receipt: string; notes: unknown };
        if (!Number.isInteger(b.amount) || b.amount < 100) return error(400, 'The amount must be atleast INR 1.00');
        counter += 1;
        const order = { id: `order_Fake${String(counter).padStart(10, '0')}`, entity: 'order', amount: b.amount, amount_paid: 0, amount_due: b.amount, currency: b.currency, receipt: b.receipt, status: 'created', attempts: 0, notes: b.notes, created_at: Math.floor(Date.now() / 1000) };
        state.orders.set(order.id, order);
        return send(200, order);
      }
      if (req.method === 'GET' && (m = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path))) {
        const items = state.payments.get(decodeURIComponent(m[1] ?? '')) ?? [];
        return send(200, { entity: 'collection', count: items.length, items });
      }
      if (req.method === 'GET' && (m = /^\/v1\/orders\/([^/]+)$/.exec(path))) {
        const order = state.orders.get(decodeURIComponent(m[1] ?? ''));
        return order ? send(200, order) : error(400, 'The id provided does not exist');
      }
      if (req.method === 'POST' && (m = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path))) {
        const paymentId = decodeURIComponent(m[1] ?? '');
        const b = body as { amount: number; receipt?: string };
        const replay = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
        if (replay) return send(200, { ...replay, entity: 'refund' });
        // Payments tests set up directly are refundable up to their amount; unknown ids up to ₹10,000.
        const known = [...state.payments.values()].flat().find((p) => p.id === paymentId);
        const captured = known?.amount ?? 1_000_000;
        const refunded = state.refunds.filter((r) => r.payment_id === paymentId).reduce((sum, r) => sum + r.amount, 0);
        if (refunded + b.amount > captured) return error(400, 'The refund amount provided is greater than amount captured');
        const refund: FakeRefund = { id: `rfnd_Fake${String(state.refunds.length + 1).padStart(10, '0')}`, payment_id: paymentId, amount: b.amount, status: 'processed', receipt: b.receipt };
        state.refunds.push(refund);
        if (idempotencyKey) byKey.set(idempotencyKey, refund);
        return send(200, { ...refund, entity: 'refund' });
      }
      return error(404, 'The requested URL was not found on the server.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...state,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
