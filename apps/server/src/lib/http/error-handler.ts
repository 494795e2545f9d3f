// The one error handler: AppError → its status and the spec's `{status:'error', message}` shape;
// validation errors → 400 with the first field message; anything unexpected → logged, generic 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@ott/contract';
import { AppError } from '../errors.ts';
import { tooManyRequestsBody } from './retry-after.ts';

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 429) return reply.code(429).send(tooManyRequestsBody(reply, error));
      return reply.code(error.statusCode).send({
        status: 'error',
        message: error.message,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = String(issue.instancePath.replace(/^\//, '').split('/')[0] || 'non_field_errors');
        (errors[field] ??= []).push(issue.message ?? MESSAGES.invalidRequest);
      }
      const first = error.validation[0]?.message;
      const message = first && !first.startsWith('Invalid input') && !first.includes('expected') ? first : MESSAGES.invalidRequest;
      return reply.code(400).send({ status: 'error', message, errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(tooManyRequestsBody(reply, error));
    if (status >= 400 && status < 500) {
      // Malformed JSON, oversized bodies, bad content types: the client's fault, never a 500.
      return reply.code(status).send({ status: 'error', message: MESSAGES.invalidRequest });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ status: 'error', message: MESSAGES.serverError });
  });
}
