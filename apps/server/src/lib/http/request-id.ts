// Request ids unique across instances (issue 14.5): a UUID, or the id a proxy in front already gave
// the request in `X-Request-Id` (kept so one id follows a request through nginx, the app and the
// logs). An incoming id is kept only if it is a plain token of at most 128 characters: it goes
// into logs and a response header, so nothing that could break either is taken.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const INCOMING = /^[\w.:-]{1,128}$/;
const ID = Symbol('requestId');

type WithId = IncomingMessage & { [ID]?: string };

/** The request's id, made once: Fastify (genReqId) and the fronts before it ask the same request. */
export function requestIdOf(req: IncomingMessage): string {
  const held = (req as WithId)[ID];
  if (held) return held;
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && INCOMING.test(incoming) ? incoming : randomUUID();
  (req as WithId)[ID] = id;
  return id;
}
