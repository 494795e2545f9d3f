// Helmet's security headers, worked out once at start-up (issue 13.4). @fastify/helmet 13 builds a
// new helmet middleware on every request (parsing the CSP directives each time): ~15 % of a
// cached catalogue request's CPU in the profile. No route sets per-route helmet options or CSP
// nonces, so every answer gets the same headers: we let @fastify/helmet answer one request in a
// throwaway instance with the same options, keep the headers it added, and set those on each reply.
import Fastify from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';

/** The headers @fastify/helmet adds to an answer with `options`, by name (lower case). */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const plain = Fastify();
  const withHelmet = Fastify();
  await withHelmet.register(helmet, options);
  for (const app of [plain, withHelmet]) app.get('/', (_req, reply) => reply.send('ok'));
  const [before, after] = await Promise.all([plain.inject('/'), withHelmet.inject('/')]);
  await Promise.all([plain.close(), withHelmet.close()]);
  const added: Record<string, string> = {};
  for (const [name, value] of Object.entries(after.headers)) {
    if (name in before.headers || typeof value !== 'string') continue;
    added[name] = value;
  }
  return added;
}

export const securityHeaders = fp<FastifyHelmetOptions>(async (app, options) => {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
});
