import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAYMENT_API, SandboxPayBody, SandboxPayResponse } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import type { Delivery } from './deliver-webhooks.ts';
import { simulatePayment } from './simulate-payment.ts';

/** POST /sandbox/pay {order_id, method, outcome}: what checkout's handler would receive. */
export function payRoute(app: FastifyInstance) {
  const inject = async (d: Delivery) => {
    const res = await app.inject({ method: 'POST', url: PAYMENT_API.razorpayWebhook, payload: d.payload, headers: d.headers });
    if (res.statusCode >= 300) app.log.warn({ status: res.statusCode }, 'sandbox webhook refused');
  };
  app.withTypeProvider<ZodTypeProvider>().post(
    PAYMENT_API.sandboxPay,
    {
      schema: {
        body: SandboxPayBody,
        response: { 200: SandboxPayResponse, ...errorResponses },
        tags: ['sandbox'],
        summary: 'Sandbox gateway: pay, fail or dismiss an order (development only)',
      },
    },
    async (req) => simulatePayment(app.deps, inject, req.body),
  );
}
