// Django-style double-submit CSRF (ARCHITECTURE 6): a readable `csrftoken` cookie and an
// `X-CSRFToken` header that must match it on every unsafe request that relies on cookies.
// Requests authenticated by an Authorization header carry no ambient authority and are exempt.
import fp from 'fastify-plugin';
import { MESSAGES } from '@ott/contract';
import { AppError } from '../errors.ts';
import { randomToken, safeEqual } from './tokens.ts';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set false on routes called by third parties with their own signature (webhooks). */
    csrf?: boolean;
  }
}

export const csrfProtection = fp(async (app) => {
  app.addHook('onRequest', async (req, reply) => {
    if (!req.cookies[CSRF_COOKIE]) {
      const token = randomToken(24);
      req.cookies[CSRF_COOKIE] = token;
      reply.setCookie(CSRF_COOKIE, token, {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: app.deps.config.isProduction,
        maxAge: 60 * 60 * 24 * 365,
      });
    }
  });
  app.addHook('preHandler', async (req) => {
    if (SAFE.has(req.method) || req.routeOptions.config.csrf === false) return;
    if (req.auth?.via === 'header') return;
    if (req.headers.authorization && !req.cookies.sessionid) return;
    const header = req.headers[CSRF_HEADER];
    const cookie = req.cookies[CSRF_COOKIE];
    if (typeof header !== 'string' || !cookie || !safeEqual(header, cookie)) {
      throw new AppError('forbidden', MESSAGES.csrfFailed);
    }
  });
});
