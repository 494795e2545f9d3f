// Resolves the caller's session from `Authorization: Bearer|Token <token>` or the `sessionid`
// cookie (ARCHITECTURE 6: either authenticates) and exposes helpers that enforce ownership.
import { and, eq, gt, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { MESSAGES, normalizePhone } from '@ott/contract';
import { sessions, users } from '../db/schema.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { sha256 } from './tokens.ts';

export const SESSION_COOKIE = 'sessionid';
/** How stale sessions.last_seen_at may get before a request refreshes it. */
export const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export interface AuthContext {
  user: UserRow;
  session: SessionRow;
  via: 'header' | 'cookie';
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The raw token presented, even when it no longer resolves (account-deletion check). */
    presentedToken: string | null;
  }
}

export function readPresentedToken(req: FastifyRequest): { token: string; via: 'header' | 'cookie' } | null {
  const header = req.headers.authorization;
  if (header) {
    const match = /^(?:Bearer|Token)\s+(\S+)$/i.exec(header);
    if (match?.[1]) return { token: match[1], via: 'header' };
  }
  const cookie = req.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

export const sessionContext = fp(async (app) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('presentedToken', null);
  // Callback style: a visitor without a token (most public reads) passes without a promise or a
  // microtask (issue 13.4, hot API paths).
  app.addHook('onRequest', (req, _reply, done) => {
    const presented = readPresentedToken(req);
    if (!presented || presented.token.length > 200) return done();
    req.presentedToken = presented.token;
    app.deps.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sha256(presented.token)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
          isNull(users.deletedAt),
          // Issue 17.1: blocking revokes every session; this also refuses one that raced the block.
          isNull(users.blockedAt),
        ),
      )
      .limit(1)
      .then(([row]) => {
        if (!row) return done();
        req.auth = { user: row.user, session: row.session, via: presented.via };
        if (Date.now() - row.session.lastSeenAt.getTime() < LAST_SEEN_RESOLUTION_MS) return done();
        // The sessions list's 'last active' (issue 16.7): one write per session per resolution, at
        // most; a failed write never fails the request it rode on.
        const seenAt = new Date();
        app.deps.db
          .update(sessions)
          .set({ lastSeenAt: seenAt })
          .where(eq(sessions.id, row.session.id))
          .then(
            () => {
              row.session.lastSeenAt = seenAt;
              done();
            },
            (error: unknown) => {
              req.log.warn({ err: error }, 'could not record session activity');
              done();
            },
          );
      }, done);
  });
});

/** The signed-in user, or 401 with the spec's wording. */
export function requireUser(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthorized(MESSAGES.loginRequired);
  return req.auth;
}

/**
 * ARCHITECTURE 5: a `phone` parameter is never trusted. When given it must be the session's own
 * phone (after normalisation); anything else is refused with 403 and nothing is read or written.
 */
export function requireOwnPhone(req: FastifyRequest, phone: string | undefined | null): AuthContext {
  const auth = requireUser(req);
  if (phone !== undefined && phone !== null && phone !== '' && normalizePhone(phone) !== auth.user.phone) {
    throw forbidden(MESSAGES.forbidden);
  }
  return auth;
}
