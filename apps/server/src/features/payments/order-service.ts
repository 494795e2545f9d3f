// Orders (SPEC 3 'Order', SPEC 4 'Plan payment'): the amount always comes from our tables; an
// unpaid order for the same thing younger than 30 minutes is handed out again instead of a new one.
import crypto from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { MESSAGES, PAYMENT_API, PAYMENT_ORDER_MAX_AGE_MS, type OrderResponse } from '@ott/contract';
import type { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { orders } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { paymentGateway } from './gateway/index.ts';
import type { OrderRow } from './fulfil-order.ts';

export type OrderKind = 'subscription' | 'rental';
const OPEN_STATUSES = ['created', 'attempted'];

export interface OrderRequest {
  userId: number;
  kind: OrderKind;
  planId?: number;
  videoId?: number;
  /** The days this order buys: a rental's, or (issue 15.4) the plan's when the order was made. */
  rentalDurationDays?: number;
  amountPaise: number;
  notes: Record<string, string>;
}

export async function createOrReuseOrder(deps: Deps, req: OrderRequest, now = new Date()): Promise<OrderRow> {
  const gateway = paymentGateway(deps);
  const [reusable] = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, req.userId),
        eq(orders.gateway, gateway.name),
        eq(orders.kind, req.kind),
        req.kind === 'subscription' ? eq(orders.planId, req.planId ?? -1) : eq(orders.videoId, req.videoId ?? -1),
        eq(orders.amountPaise, req.amountPaise),
        // An operator's edit of the plan's days (or a rental's) makes a new order, never reuses an old one.
        ...(req.rentalDurationDays === undefined ? [] : [eq(orders.rentalDurationDays, req.rentalDurationDays)]),
        inArray(orders.status, OPEN_STATUSES),
        isNull(orders.fulfilledAt),
        gt(orders.createdAt, new Date(now.getTime() - PAYMENT_ORDER_MAX_AGE_MS)),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (reusable) return reusable;

  const receipt = `rcpt_${req.userId}_${crypto.randomBytes(8).toString('hex')}`;
  const remote = await gateway.createOrder({
    amountPaise: req.amountPaise,
    currency: 'INR',
    receipt,
    notes: { ...req.notes, user_id: String(req.userId), kind: req.kind },
  });
  const [row] = await deps.db
    .insert(orders)
    .values({
      gatewayOrderId: remote.id,
      gateway: gateway.name,
      receipt,
      userId: req.userId,
      kind: req.kind,
      planId: req.planId ?? null,
      videoId: req.videoId ?? null,
      rentalDurationDays: req.rentalDurationDays ?? null,
      amountPaise: req.amountPaise,
      currency: 'INR',
    })
    .returning();
  if (!row) throw new Error('order insert failed');
  return row;
}

export function orderResponse(deps: Deps, order: OrderRow): z.infer<typeof OrderResponse> {
  const gateway = paymentGateway(deps);
  const sandboxPage = gateway.name === 'sandbox' && deps.config.devRoutes;
  return {
    status: 'success',
    key_id: gateway.keyId,
    order_id: order.gatewayOrderId,
    amount: order.amountPaise,
    currency: order.currency,
    gateway: gateway.name,
    checkout_url: sandboxPage ? PAYMENT_API.sandboxCheckout(order.gatewayOrderId) : null,
    message: MESSAGES.orderCreated,
  };
}

export async function findOrderByGatewayId(deps: Deps, gatewayOrderId: string): Promise<OrderRow | undefined> {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.gateway, paymentGateway(deps).name), eq(orders.gatewayOrderId, gatewayOrderId)));
  return order;
}

/**
 * The caller's order. Someone else's is answered exactly as an unknown one (404, same message, no
 * gateway call): SPEC 7 is silent, and a 403 would tell a guesser that the order id exists.
 */
export async function findOwnOrder(deps: Deps, gatewayOrderId: string, userId: number): Promise<OrderRow> {
  const order = await findOrderByGatewayId(deps, gatewayOrderId);
  if (!order || order.userId !== userId) throw notFound(MESSAGES.orderNotFound);
  return order;
}
