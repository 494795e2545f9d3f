// One order's page in the payments console (issue 17.2): the order, every payment recorded for it
// (the one that paid it, second captures, failed tries), its refunds, what of the paid payment is
// refunded and what is left, the viewer (masked phone) and the audit entries about it.
import { and, desc, eq, sql } from 'drizzle-orm';
import { MESSAGES, maskPhone, type OrderDetailResponse } from '@ott/contract';
import { isDbId } from '../../lib/db/int-id.ts';
import { auditLog, payments, refunds, users } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { Queryable } from '../auth/index.ts';
import { toAuditEntry } from '../admin/index.ts';
import { orderRowById } from './order-rows.ts';
import { listRefunds } from './refund-detail.ts';

const AUDIT_LIMIT = 50;

export async function loadOrderDetail(db: Queryable, id: number): Promise<Omit<OrderDetailResponse, 'status'>> {
  const order = isDbId(id) ? await orderRowById(db, id) : null;
  if (!order) throw notFound(MESSAGES.orderNotFound);
  const [paymentRows, refundRows, [viewer], audit] = await Promise.all([
    db
      .select({
        payment: payments,
        // Spelled out: drizzle leaves columns unqualified in a one-table query, and a bare "id" here
        // would be the refund's own.
        refunded: sql<number>`(select coalesce(sum(r.amount_paise), 0)::int from refunds r where r.payment_id = "payments"."id")`,
      })
      .from(payments)
      .where(eq(payments.orderId, id))
      .orderBy(payments.createdAt, payments.id),
    listRefunds(db, eq(refunds.orderId, id)),
    db.select().from(users).where(eq(users.id, order.viewer.id)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, String(id))))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_LIMIT),
  ]);
  const paid = paymentRows.find((p) => p.payment.gatewayPaymentId === order.payment_id);
  const refunded = paid ? Number(paid.refunded) : 0;
  const name = [viewer?.firstName, viewer?.lastName].filter(Boolean).join(' ');
  return {
    order,
    payments: paymentRows.map(({ payment, refunded: back }) => ({
      id: payment.id,
      payment_id: payment.gatewayPaymentId,
      amount_paise: payment.amountPaise,
      method: payment.method,
      status: payment.status,
      error_description: payment.errorDescription,
      is_order_payment: payment.gatewayPaymentId === order.payment_id,
      refunded_paise: Number(back),
      created_at: payment.createdAt.toISOString(),
    })),
    refunds: refundRows,
    refunded_paise: refunded,
    refundable_paise: paid ? paid.payment.amountPaise - refunded : 0,
    viewer: { id: order.viewer.id, phone: maskPhone(viewer?.phone), name: name || null },
    audit: audit.map(toAuditEntry),
  };
}
