// The one error handler: AppError → its status and the spec's `{status:'error', message}` shape;
// validation errors → 400 with the first field message in plain words (field and limit), the
// messages by field and the failures as data; anything unexpected → logged, generic 500.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@ott/contract';
import { AppError } from '../errors.ts';
import { tooManyRequestsBody } from './retry-after.ts';
import { RequestValidationError, installPlainValidationMessages, validationAnswer } from './validation.ts';

/** fastify-type-provider-zod's validation entry, back to the zod issue it was made from. */
type ValidationEntry = { keyword: string; instancePath: string; message?: string; params: Record<string, unknown> };
const issueOf = (entry: ValidationEntry) =>
  ({ ...entry.params, code: entry.keyword, path: entry.instancePath.split('/').filter(Boolean), message: entry.message ?? '' }) as z.core.$ZodIssue;

/** Where fastify found the part of the request that failed its schema. */
const SENT = {
  body: (req: FastifyRequest) => req.body,
  querystring: (req: FastifyRequest) => req.query,
  params: (req: FastifyRequest) => req.params,
  headers: (req: FastifyRequest) => req.headers,
};

export function installErrorHandler(app: FastifyInstance) {
  installPlainValidationMessages();
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 429) return reply.code(429).send(tooManyRequestsBody(reply, error));
      return reply.code(error.statusCode).send({
        status: 'error',
        message: error.message,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
        ...(error.challenge ? { altcha_challenge: error.challenge } : {}),
      });
    }
    if (error instanceof RequestValidationError) {
      return reply.code(400).send({ status: 'error', ...validationAnswer(error.issues, error.input, MESSAGES.invalidRequest) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = (error.validation as unknown as ValidationEntry[]).map(issueOf);
      const input = SENT[error.validationContext as keyof typeof SENT]?.(req);
      return reply.code(400).send({ status: 'error', ...validationAnswer(issues, input, MESSAGES.invalidRequest) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(tooManyRequestsBody(reply, error));
    if (status === 416) {
      // @fastify/send puts `Content-Range: bytes */size` on its error; RFC 9110 wants it on the 416,
      // and the media route's long-lived Cache-Control must not make the refusal cacheable.
      const range = (error as { headers?: Record<string, string> }).headers?.['Content-Range'];
      if (range) reply.header('Content-Range', range);
      reply.header('Cache-Control', 'no-store');
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, oversized bodies, bad content types: the client's fault, never a 500.
      return reply.code(status).send({ status: 'error', message: MESSAGES.invalidRequest });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ status: 'error', message: MESSAGES.serverError });
  });
}
