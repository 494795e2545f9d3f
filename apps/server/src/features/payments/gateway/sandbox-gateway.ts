// The default gateway (ARCHITECTURE 7): behaves like Razorpay, with its books in the sandbox_*
// tables and secrets derived from SESSION_SECRET, so signatures are real HMACs, never skipped.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../lib/db/client.ts';
import { sandboxOrders, sandboxPayments } from '../../../lib/db/schema.ts';
import { verifyHmacSha256 } from '../../../lib/http/tokens.ts';
import { gatewayId, hmacHex, verifyCheckout } from './signing.ts';
import { RazorpayError } from './razorpay-gateway.ts';
import type { GatewayOrder, GatewayPayment, GatewayRefund, PaymentGateway } from './types.ts';

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

export interface SandboxSecrets {
  keySecret: string;
  webhookSecret: string;
}

export function sandboxSecrets(sessionSecret: string): SandboxSecrets {
  return {
    keySecret: hmacHex(sessionSecret, 'sandbox-gateway-key-secret'),
    webhookSecret: hmacHex(sessionSecret, 'sandbox-gateway-webhook-secret'),
  };
}

type PaymentRow = typeof sandboxPayments.$inferSelect;

export function toGatewayPayment(p: PaymentRow): GatewayPayment {
  return {
    id: p.id,
    order_id: p.orderId,
    amount: p.amountPaise,
    currency: p.currency,
    status: p.status as GatewayPayment['status'],
    method: p.method,
    error_code: p.errorCode,
    error_description: p.errorDescription,
  };
}

export function createSandboxGateway(db: Database, secrets: SandboxSecrets): PaymentGateway {
  async function payments(orderId: string) {
    return db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId)).orderBy(asc(sandboxPayments.createdAt));
  }
  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    async createOrder(input) {
      const [row] = await db
        .insert(sandboxOrders)
        .values({
          id: gatewayId('order'),
          amountPaise: input.amountPaise,
          currency: input.currency,
          receipt: input.receipt,
          notes: input.notes,
        })
        .returning();
      if (!row) throw new Error('sandbox order insert failed');
      return { id: row.id, amount: row.amountPaise, amount_paid: 0, currency: row.currency, receipt: row.receipt, status: 'created', created_at: Math.floor(row.createdAt.getTime() / 1000) };
    },
    async fetchOrder(orderId): Promise<GatewayOrder | null> {
      const [row] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
      if (!row) return null;
      const list = await payments(orderId);
      const paid = list.filter((p) => p.status === 'captured').reduce((sum, p) => sum + p.amountPaise, 0);
      return {
        id: row.id,
        amount: row.amountPaise,
        amount_paid: paid,
        currency: row.currency,
        receipt: row.receipt,
        status: paid >= row.amountPaise ? 'paid' : list.length > 0 ? 'attempted' : 'created',
        created_at: Math.floor(row.createdAt.getTime() / 1000),
      };
    },
    async fetchOrderPayments(orderId) {
      return (await payments(orderId)).map(toGatewayPayment);
    },
    verifyCheckoutSignature: (input) => verifyCheckout(secrets.keySecret, input),
    verifyWebhook: (rawBody, header) => verifyHmacSha256(secrets.webhookSecret, rawBody, header),
    async refund(input): Promise<GatewayRefund> {
      // Razorpay's answers: an unknown or uncaptured payment, then more than is left. The check and
      // the write are one statement, so two refunds at once can never take more than was captured.
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, input.paymentId));
      if (!row || (row.status !== 'captured' && row.status !== 'refunded')) {
        throw new RazorpayError(400, 'The id provided does not exist');
      }
      if (!Number.isInteger(input.amountPaise) || input.amountPaise < 100) {
        throw new RazorpayError(400, 'The amount must be atleast INR 1.00');
      }
      const [updated] = await db
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
      return { id: gatewayId('rfnd'), payment_id: row.id, amount: input.amountPaise, status: 'processed' };
    },
  };
}
