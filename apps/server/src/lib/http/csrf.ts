// CSRF (ARCHITECTURE 6): a readable `csrftoken` cookie and an `X-CSRFToken` header on every unsafe
// request that relies on cookies. With a session cookie the header must be that session's own
// token (sessions.csrf_token, set as the cookie at sign-in): a `csrftoken` cookie planted by another
// site or a shared network, with a header to match, is useless against someone else's session
// (issue 16.6). Without a session (signing in) it is double-submit: header equal to the cookie.
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

/**
 * Only answers a page or API client reads carry a new token (issue 13.5): the SPA's HTML and JSON.
 * Built assets, media, 304s and errors of those stay cookie-free, so CDNs and browsers may share them.
 */
const ISSUES_TOKEN = /^(application\/json|text\/html)\b/;
const NO_TOKEN_PREFIXES = ['/assets/', '/media/'];
const issued = new WeakMap<object, string>();

// Callback-style hooks: on the hot read paths they finish without a promise or a microtask.
export const csrfProtection = fp(async (app) => {
  // The cookie's attributes, written once (@fastify/cookie's serialiser validates and encodes on
  // every call; the token is base64url, which needs neither).
  const attributes = `; Max-Age=${60 * 60 * 24 * 365}; Path=/; SameSite=Lax${app.deps.config.isProduction ? '; Secure' : ''}`;
  app.addHook('onRequest', (req, _reply, done) => {
    // A token for this request's own check; it reaches the client only through onSend below.
    if (!req.cookies[CSRF_COOKIE]) {
      const token = randomToken(24);
      req.cookies[CSRF_COOKIE] = token;
      issued.set(req, token);
    }
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    const token = issued.get(req);
    const type = token && reply.statusCode !== 304 && !NO_TOKEN_PREFIXES.some((p) => req.url.startsWith(p)) ? reply.getHeader('content-type') : undefined;
    if (token && typeof type === 'string' && ISSUES_TOKEN.test(type)) {
      // @fastify/cookie serialises reply.setCookie in its own onSend, which has already run.
      reply.header('Set-Cookie', `${CSRF_COOKIE}=${token}${attributes}`);
    }
    done(null, payload);
  });
  app.addHook('preHandler', (req, _reply, done) => {
    if (SAFE.has(req.method) || req.routeOptions.config.csrf === false) return done();
    if (req.auth?.via === 'header') return done();
    if (req.headers.authorization && !req.cookies.sessionid) return done();
    const header = req.headers[CSRF_HEADER];
    const expected = req.auth?.via === 'cookie' ? req.auth.session.csrfToken : req.cookies[CSRF_COOKIE];
    if (typeof header !== 'string' || !expected || !safeEqual(header, expected)) {
      return done(new AppError('forbidden', MESSAGES.csrfFailed));
    }
    done();
  });
});
