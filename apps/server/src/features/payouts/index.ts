// Payouts to viewers' bank accounts through RazorpayX (ARCHITECTURE 7): the real PayoutGateway the
// wallet's factory picks with PAYOUT_GATEWAY=razorpayx, and the payout status webhook.
import type { FastifyInstance } from 'fastify';
import { payoutWebhookRoute } from './webhook.route.ts';

export async function payoutsFeature(app: FastifyInstance) {
  await app.register(payoutWebhookRoute);
}

export { createRazorpayXGateway, toPayout, type RazorpayXOptions, type RazorpayXPayoutEntity } from './razorpayx-gateway.ts';
export { RazorpayXError, redactAccountNumbers, type RazorpayXErrorKind, type RazorpayXStep } from './razorpayx-client.ts';
