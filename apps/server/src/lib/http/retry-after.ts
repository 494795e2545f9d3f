// Every 429 says when to try again: a `Retry-After` header (whole seconds, RFC 9110), the same
// number as `retry_after` in the body, and a message naming the wait. Our own limits know their
// window (AppError.retryAfterSeconds); @fastify/rate-limit sets the header itself.
import type { FastifyReply } from 'fastify';
import { normaliseRetryAfter, tooManyRequestsMessage } from '@ott/contract';
import { AppError } from '../errors.ts';

/** When a 429 comes from somewhere that did not say (a plugin without the header): a minute. */
const FALLBACK_RETRY_SECONDS = 60;

function headerSeconds(reply: FastifyReply): number | null {
  const value = Number(reply.getHeader('retry-after'));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Sets `Retry-After` on the reply and returns the body fields of the refusal. */
export function tooManyRequestsBody(reply: FastifyReply, error: unknown) {
  const known = error instanceof AppError ? error.retryAfterSeconds : undefined;
  const seconds = normaliseRetryAfter(known ?? headerSeconds(reply) ?? FALLBACK_RETRY_SECONDS);
  reply.header('Retry-After', String(seconds));
  return { status: 'error' as const, message: tooManyRequestsMessage(seconds), retry_after: seconds };
}
