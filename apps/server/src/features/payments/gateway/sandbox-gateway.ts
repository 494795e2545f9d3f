// The default gateway (ARCHITECTURE 7): behaves like Razorpay, with its books in the sandbox_*
// tables and secrets derived from SESSION_SECRET, so signatures are real HMACs, never skipped.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../lib/db/client.ts';
import { sandboxOrders, sandboxPayments } from '../../../lib/db/schema.ts';
import { sandboxRefund } from './sandbox-refund.ts';
import { verifyHmacSha256 } from '../../../lib/http/tokens.ts';
import { gatewayId, hmacHex, verifyCheckout } from './signing.ts';
import type { GatewayOrder, GatewayPayment, PaymentGateway } from './types.ts';

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
    refund: (input) => sandboxRefund(db, input),
  };
}
