import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, MESSAGES, RequestOtpBody, RequestOtpResponse } from '@ott/contract';
import { errorResponses } from './error-responses.ts';
import { issueOtp } from './otp-service.ts';
import { parsePhone } from './phone.ts';
import { requesterOf } from './requester.ts';

/**
 * POST /users/request-otp/ (SPEC 7). The answer is the same whether or not the number has an
 * account, so the endpoint cannot be used to find out who is registered.
 */
export function requestOtpRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API.requestOtp,
    {
      schema: {
        body: RequestOtpBody,
        response: { 200: RequestOtpResponse, ...errorResponses },
        tags: ['auth'],
        summary: 'Send a 4-digit sign-in code by SMS (5 min validity; per-requester limits; 428 asks for ALTCHA proof of work)',
      },
    },
    async (req, reply) => {
      const phone = parsePhone(req.body.phone);
      await issueOtp(app.deps, phone, requesterOf(app.deps, req, reply), req.body.altcha);
      return { status: 'success' as const, message: MESSAGES.otpSent };
    },
  );
}
