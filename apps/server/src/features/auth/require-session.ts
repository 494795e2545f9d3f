import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../lib/http/session-context.ts';

/** preValidation hook: an anonymous caller gets 401 before its body or query is even looked at. */
export async function requireSession(req: FastifyRequest): Promise<void> {
  requireUser(req);
}
