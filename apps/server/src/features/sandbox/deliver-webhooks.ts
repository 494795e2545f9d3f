// Razorpay-shaped webhook deliveries from the sandbox to our own webhook route, signed with the
// sandbox webhook secret, sent after the response (at least once, like the real thing).
import type { Deps } from '../../lib/deps.ts';
import type { sandboxOrders, sandboxPayments } from '../../lib/db/schema.ts';
import { gatewayId, hmacHex, paymentHooks, sandboxSecrets, toGatewayPayment } from '../payments/index.ts';

type OrderRow = typeof sandboxOrders.$inferSelect;
type PaymentRow = typeof sandboxPayments.$inferSelect;

export interface Delivery {
  payload: string;
  headers: Record<string, string>;
}

const pending = new WeakMap<Deps, Set<Promise<void>>>();

function pendingOf(deps: Deps): Set<Promise<void>> {
  let set = pending.get(deps);
  if (!set) {
    set = new Set();
    pending.set(deps, set);
  }
  return set;
}

/** Resolves when every webhook the sandbox has queued so far has been delivered. */
export async function flushSandboxWebhooks(deps: Deps): Promise<void> {
  while (pendingOf(deps).size > 0) await Promise.allSettled([...pendingOf(deps)]);
}

export function buildEvents(order: OrderRow, payment: PaymentRow, now = Date.now()): { event: string; body: object }[] {
  const paymentEntity = { ...toGatewayPayment(payment), entity: 'payment', captured: payment.status === 'captured' };
  const base = { entity: 'event', account_id: 'acc_sandbox', created_at: Math.floor(now / 1000) };
  if (payment.status !== 'captured') {
    return [{ event: 'payment.failed', body: { ...base, event: 'payment.failed', contains: ['payment'], payload: { payment: { entity: paymentEntity } } } }];
  }
  const orderEntity = {
    id: order.id,
    entity: 'order',
    amount: order.amountPaise,
    amount_paid: order.amountPaise,
    amount_due: 0,
    currency: order.currency,
    receipt: order.receipt,
    status: 'paid',
    created_at: Math.floor(order.createdAt.getTime() / 1000),
  };
  return [
    { event: 'payment.captured', body: { ...base, event: 'payment.captured', contains: ['payment'], payload: { payment: { entity: paymentEntity } } } },
    {
      event: 'order.paid',
      body: { ...base, event: 'order.paid', contains: ['payment', 'order'], payload: { payment: { entity: paymentEntity }, order: { entity: orderEntity } } },
    },
  ];
}

export function signDelivery(deps: Deps, body: object): Delivery {
  const payload = JSON.stringify(body);
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(sandboxSecrets(deps.config.sessionSecret).webhookSecret, payload),
      'x-razorpay-event-id': gatewayId('evt'),
    },
  };
}

export async function deliverWebhooks(
  deps: Deps,
  inject: (delivery: Delivery) => Promise<void>,
  order: OrderRow,
  payment: PaymentRow,
): Promise<void> {
  if (!paymentHooks(deps).sandboxWebhooks) return;
  const set = pendingOf(deps);
  const run = (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    for (const { body } of buildEvents(order, payment)) await inject(signDelivery(deps, body));
  })().catch(() => {
    // The reconcile job settles the order from the gateway's books when a delivery is lost.
  });
  set.add(run);
  void run.finally(() => set.delete(run));
}
