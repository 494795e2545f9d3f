// Answers that need none of Fastify's per-request work (issue 13.4 and 13.6): the media origin and
// the public answer memo take a request on the raw Node objects, before routing, request/reply
// objects, the request log and every hook (cookies, helmet, rate limit, session lookup, CSRF,
// compression). Whatever a front declines goes to Fastify unchanged.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';

export interface Front {
  /** Answers the request and returns true, or returns false having touched nothing. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}

/** The front, counting the requests it answers (metrics: ott_front_answers_total). */
export function countedFront(front: Front, answered: { inc(): void }): Front {
  return {
    handle(req, res) {
      if (!front.handle(req, res)) return false;
      answered.inc();
      return true;
    },
  };
}

const handledByFront = (fronts: readonly Front[], req: IncomingMessage, res: ServerResponse) => {
  for (const front of fronts) if (front.handle(req, res)) return true;
  return false;
};

/**
 * For requests that reach Fastify anyway (inject in tests, a server not made by app.ts): the first
 * onRequest hook, added before any plugin's, gives them to the fronts and hijacks the reply of one
 * that was answered, which stops the hooks after it from running.
 */
export function serveFrontsBeforeHooks(app: FastifyInstance, fronts: readonly Front[]) {
  app.addHook('onRequest', (req, reply, done) => {
    if (handledByFront(fronts, req.raw, reply.raw)) reply.hijack();
    done();
  });
}

interface ServerTimeouts {
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/**
 * Fastify's serverFactory: the HTTP server offers each request to the fronts in turn and hands the
 * rest to Fastify. Sets what Fastify sets on a server it makes itself (it sets nothing on a
 * factory's).
 */
export function frontServerFactory(fronts: readonly Front[]): FastifyServerFactory {
  return (fastifyHandler, opts) => {
    const server = http.createServer((req, res) => {
      if (!handledByFront(fronts, req, res)) fastifyHandler(req, res);
    });
    // Fastify has filled in its defaults by now (keep-alive 72 s rather than Node's 5 s).
    const timeouts = opts as unknown as ServerTimeouts;
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    server.requestTimeout = timeouts.requestTimeout;
    server.setTimeout(timeouts.connectionTimeout);
    if (timeouts.maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = timeouts.maxRequestsPerSocket;
    return server;
  };
}
