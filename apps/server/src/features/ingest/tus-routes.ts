// The Fastify side of a tus 1.0 endpoint (films here, ads' videos in ads-admin): the editor role and
// CSRF are checked by Fastify first, the operator is remembered for the tus hooks (their audit rows),
// then the raw request goes to @tus/server. Refusals from the hooks carry the spec's error shape.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Server } from '@tus/server';
import { MESSAGES } from '@ott/contract';
import { auditActorOf, requireRole, type AuditActor } from '../admin/index.ts';

const actors = new WeakMap<IncomingMessage, AuditActor>();

/** The tus answer for a refusal: the spec's error shape as the body, which tus-js-client shows. */
export const tusRefusal = (status: number, message: string) => ({ status_code: status, body: JSON.stringify({ status: 'error', message }) });

/** The operator behind a tus hook's request (Fastify let them through). */
export function tusActorOf(req: { runtime?: { node?: { req: unknown } } }): AuditActor {
  const raw = req.runtime?.node?.req;
  const actor = raw ? actors.get(raw as IncomingMessage) : undefined;
  if (!actor) throw tusRefusal(403, MESSAGES.forbidden);
  return actor;
}

/** POST, PATCH, HEAD and DELETE on `basePath` and `basePath:uploadId`, for editors. */
export function mountTusRoutes(app: FastifyInstance, tus: Server, basePath: string) {
  app.register(async (scope) => {
    // tus bodies are raw bytes for @tus/server to stream to disk: Fastify must not read them.
    scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      actors.set(req.raw, auditActorOf(req));
      reply.hijack();
      await tus.handle(req.raw, reply.raw);
    };
    const routeOptions = {
      method: ['POST', 'PATCH', 'HEAD', 'DELETE'] as ('POST' | 'PATCH' | 'HEAD' | 'DELETE')[],
      preValidation: requireRole('editor'),
      config: { rateLimit: false as const },
      schema: { hide: true },
      handler,
    };
    scope.route({ ...routeOptions, url: basePath });
    scope.route({ ...routeOptions, url: `${basePath}:uploadId` });
  });
}
