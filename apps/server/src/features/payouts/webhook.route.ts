import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, ErrorResponse, MESSAGES, PAYOUT_WEBHOOK_EVENTS, PayoutWebhookEvent } from '@ott/contract';
import { AppError, badRequest } from '../../lib/errors.ts';
import {
  claimWebhookEvent,
  markWebhookEventProcessed,
  webhookEventId,
} from '../../lib/webhooks/event-store.ts';
import { readWebhookEvent } from '../../lib/webhooks/read-event.ts';
import { errorResponses } from '../auth/index.ts';
import { payoutGateway } from '../wallet/payouts/index.ts';
import { maskedForStorage, processPayoutEvent } from './webhook-service.ts';

const WebhookAck = z.object({ status: z.literal('ok') });

/**
 * POST /api/payout/webhook/razorpayx/ (ARCHITECTURE 7). RazorpayX calls it server to server, so it
 * is exempt from CSRF; the signature over the raw bytes is its authentication, which is why this
 * route lives in its own scope whose JSON parser keeps the body as a Buffer. A bad signature or a
 * body that is not a JSON event, or a payout event whose fields are not exactly the contract's
 * (issue 16.8), is a 400 and changes nothing; events we do not act on are a 200.
 * If settling fails (the database is down) the event stays unprocessed and the answer is a 503,
 * so RazorpayX delivers it again; the payout-reconcile job covers the withdrawal anyway.
 */
export async function payoutWebhookRoute(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.withTypeProvider<ZodTypeProvider>().post(
    API.payoutWebhook,
    {
      config: { csrf: false },
      schema: {
        response: { 200: WebhookAck, ...errorResponses, 503: ErrorResponse },
        tags: ['wallet'],
        summary: 'RazorpayX payout status webhook',
      },
    },
    async (req) => {
      const gateway = payoutGateway(app.deps);
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const signature = req.headers['x-razorpay-signature'];
      if (!gateway.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined)) {
        throw badRequest(MESSAGES.invalidWebhookSignature);
      }
      const delivery = readWebhookEvent(raw, PAYOUT_WEBHOOK_EVENTS, PayoutWebhookEvent);
      const eventId = webhookEventId(req.headers['x-razorpay-event-id'], raw);
      const record = {
        gateway: gateway.name,
        eventId,
        eventType: delivery.name,
        payload: maskedForStorage(delivery.body),
      };
      try {
        if (await claimWebhookEvent(app.deps, record)) {
          const result = delivery.acted ? await processPayoutEvent(app.deps, gateway.name, delivery.acted) : 'ignored';
          await markWebhookEventProcessed(app.deps, gateway.name, eventId);
          req.log.info({ eventId, event: delivery.name, result }, 'payout webhook');
        }
      } catch (err) {
        req.log.error({ err, eventId, event: delivery.name }, 'payout webhook not processed; RazorpayX will retry');
        throw new AppError('unavailable', MESSAGES.serverError);
      }
      return { status: 'ok' as const };
    },
  );
}
