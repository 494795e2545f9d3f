import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES, PAYMENT_API } from '@ott/contract';
import { badRequest } from '../../lib/errors.ts';
import {
  claimWebhookEvent,
  markWebhookEventProcessed,
  webhookEventId,
} from '../../lib/webhooks/event-store.ts';
import { errorResponses } from '../auth/index.ts';
import { paymentGateway } from './gateway/index.ts';
import { processEvent, type WebhookEvent } from './webhook-service.ts';

const WebhookAck = z.object({ status: z.literal('ok') });

/**
 * POST /api/payment/webhook/razorpay/. The signature is checked over the raw bytes, so this route
 * lives in its own scope whose JSON parser keeps the body as a Buffer. Processing is one local
 * transaction, well inside Razorpay's 5 s; an event whose processing failed is retried on
 * redelivery (it is stored but not marked processed) and the reconcile job covers the order anyway.
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
      let event: WebhookEvent;
      try {
        event = JSON.parse(raw.toString('utf8')) as WebhookEvent;
      } catch {
        throw badRequest(MESSAGES.invalidRequest);
      }
      if (typeof event?.event !== 'string') throw badRequest(MESSAGES.invalidRequest);
      const eventId = webhookEventId(req.headers['x-razorpay-event-id'], raw);
      const record = { gateway: gateway.name, eventId, eventType: event.event, payload: event };
      if (await claimWebhookEvent(app.deps, record)) {
        await processEvent(app.deps, event);
        await markWebhookEventProcessed(app.deps, gateway.name, eventId);
      }
      return { status: 'ok' as const };
    },
  );
}
