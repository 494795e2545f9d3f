// The sandbox's refunds API (issue 17.2), mirroring Razorpay's POST /v1/payments/{id}/refund: its
// own book (sandbox_refunds) keyed by the X-Refund-Idempotency key, so a call repeated with the same
// key answers the refund it already made; a key reused for another payment or amount is refused.
// Recording the refund and taking it off the payment are one transaction: both or neither.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../lib/db/client.ts';
import { sandboxPayments, sandboxRefunds } from '../../../lib/db/schema.ts';
import { gatewayId } from './signing.ts';
import { RazorpayError } from './razorpay-gateway.ts';
import type { GatewayRefund, RefundInput } from './types.ts';

type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;

const answer = (row: SandboxRefundRow): GatewayRefund => ({
  id: row.id,
  payment_id: row.paymentId,
  amount: row.amountPaise,
  status: row.status as GatewayRefund['status'],
});

/** Throws the error Razorpay would give, rolling back the refund row written in the same transaction. */
export async function sandboxRefund(db: Database, input: RefundInput): Promise<GatewayRefund> {
  if (!Number.isInteger(input.amountPaise) || input.amountPaise < 100) {
    throw new RazorpayError(400, 'The amount must be atleast INR 1.00');
  }
  return db.transaction(async (tx) => {
    // A second call with the key waits here on the unique index until the first commits, then writes nothing.
    const [fresh] = await tx
      .insert(sandboxRefunds)
      .values({
        id: gatewayId('rfnd'),
        paymentId: input.paymentId,
        amountPaise: input.amountPaise,
        idempotencyKey: input.idempotencyKey,
        receipt: input.receipt,
        status: 'processed',
      })
      .onConflictDoNothing({ target: sandboxRefunds.idempotencyKey })
      .returning();
    if (!fresh) {
      const [earlier] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey));
      if (!earlier || earlier.paymentId !== input.paymentId || earlier.amountPaise !== input.amountPaise) {
        throw new RazorpayError(400, 'The idempotency key was used for a different request');
      }
      return answer(earlier);
    }
    const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, input.paymentId));
    if (!payment || (payment.status !== 'captured' && payment.status !== 'refunded')) {
      throw new RazorpayError(400, 'The id provided does not exist');
    }
    // The check and the write are one statement, so two refunds at once never take more than was captured.
    const [updated] = await tx
      .update(sandboxPayments)
      .set({
        refundedPaise: sql`${sandboxPayments.refundedPaise} + ${input.amountPaise}`,
        status: sql`case when ${sandboxPayments.refundedPaise} + ${input.amountPaise} >= ${sandboxPayments.amountPaise} then 'refunded' else ${sandboxPayments.status} end`,
      })
      .where(
        and(
          eq(sandboxPayments.id, input.paymentId),
          sql`${sandboxPayments.refundedPaise} + ${input.amountPaise} <= ${sandboxPayments.amountPaise}`,
        ),
      )
      .returning({ id: sandboxPayments.id });
    if (!updated) throw new RazorpayError(400, 'The refund amount provided is greater than amount captured');
    return answer(fresh);
  });
}
