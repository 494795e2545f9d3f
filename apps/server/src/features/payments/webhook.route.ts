import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES, PAYMENT_API, PAYMENT_WEBHOOK_EVENTS, PaymentWebhookEvent } from '@ott/contract';
import { badRequest } from '../../lib/errors.ts';
import {
  claimWebhookEvent,
  markWebhookEventProcessed,
  webhookEventId,
} from '../../lib/webhooks/event-store.ts';
import { readWebhookEvent } from '../../lib/webhooks/read-event.ts';
import { errorResponses } from '../auth/index.ts';
import { paymentGateway } from './gateway/index.ts';
import { processEvent } from './webhook-service.ts';

const WebhookAck = z.object({ status: z.literal('ok') });

/**
 * POST /api/payment/webhook/razorpay/. The signature is checked over the raw bytes, so this route
 * lives in its own scope whose JSON parser keeps the body as a Buffer. Processing is one local
 * transaction, well inside Razorpay's 5 s; an event whose processing failed is retried on
 * redelivery (it is stored but not marked processed) and the reconcile job covers the order anyway.
 * A payment event whose fields are not exactly the contract's (issue 16.8) is a 400 and stores nothing.
 */
export async function webhookRoute(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.withTypeProvider<ZodTypeProvider>().post(
    PAYMENT_API.razorpayWebhook,
    {
      config: { csrf: false },
      schema: { response: { 200: WebhookAck, ...errorResponses }, tags: ['payments'], summary: 'Razorpay webhook' },
    },
    async (req) => {
      const gateway = paymentGateway(app.deps);
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.headers['x-razorpay-signature'];
      if (!gateway.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined)) {
        throw badRequest(MESSAGES.invalidWebhookSignature);
      }
      const delivery = readWebhookEvent(raw, PAYMENT_WEBHOOK_EVENTS, PaymentWebhookEvent);
      const eventId = webhookEventId(req.headers['x-razorpay-event-id'], raw);
      const record = { gateway: gateway.name, eventId, eventType: delivery.name, payload: delivery.body };
      if (await claimWebhookEvent(app.deps, record)) {
        if (delivery.acted) await processEvent(app.deps, delivery.acted);
        await markWebhookEventProcessed(app.deps, gateway.name, eventId);
      }
      return { status: 'ok' as const };
    },
  );
}
