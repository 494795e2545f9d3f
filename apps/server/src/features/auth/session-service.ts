// Sessions (ARCHITECTURE 6): an opaque random token, stored only as its SHA-256, returned to the
// client as `token` and also set as an httpOnly SameSite=Lax cookie. Either authenticates.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { sessions } from '../../lib/db/schema.ts';
import { CSRF_COOKIE } from '../../lib/http/csrf.ts';
import { SESSION_COOKIE } from '../../lib/http/session-context.ts';
import { randomToken, sha256 } from '../../lib/http/tokens.ts';
import type { Queryable } from './db-types.ts';

export const SESSION_TTL_DAYS = 30;
const DAY_SECONDS = 24 * 60 * 60;

export type RevokeReason =
  | 'logout'
  | 'account_deleted'
  | 'device_deactivated'
  | 'signed_out_by_user'
  | 'signed_out_everywhere'
  /** Issue 17.1: support blocked the account, or signed out all its sessions. */
  | 'blocked'
  | 'signed_out_by_support';

export async function createSession(
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<{ token: string; csrfToken: string }> {
  const token = randomToken();
  const csrfToken = randomToken(24);
  await deps.db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    csrfToken,
    // Node's parser refuses a NUL in a header, but a proxy or an injected request may not (issue 16.4).
    userAgent: req.headers['user-agent']?.replaceAll('\u0000', '').slice(0, 300) ?? null,
    ip: req.ip,
    expiresAt: new Date(Date.now() + SESSION_TTL_DAYS * DAY_SECONDS * 1000),
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.isProduction,
    maxAge: SESSION_TTL_DAYS * DAY_SECONDS,
  });
  setCsrfCookie(deps, reply, csrfToken);
  return { token, csrfToken };
}

/** Same attributes as the CSRF plugin's cookie: readable by the page, which echoes it back. */
export function setCsrfCookie(deps: Deps, reply: FastifyReply, value: string) {
  reply.setCookie(CSRF_COOKIE, value, {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: deps.config.isProduction,
    maxAge: 365 * DAY_SECONDS,
  });
}

/**
 * The CSRF token the page should hold now: a signed-in session's own (the cookie put right if
 * something replaced it), else the cookie's, or a fresh one for bearer clients.
 */
export function currentCsrfToken(deps: Deps, req: FastifyRequest, reply: FastifyReply): string {
  const own = req.auth?.session.csrfToken;
  if (own) {
    if (req.cookies[CSRF_COOKIE] !== own) setCsrfCookie(deps, reply, own);
    return own;
  }
  const existing = req.cookies[CSRF_COOKIE];
  if (existing) return existing;
  const fresh = randomToken(24);
  setCsrfCookie(deps, reply, fresh);
  return fresh;
}

export function clearSessionCookie(deps: Deps, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.config.isProduction });
}

/** Revokes the session a raw token names; a no-op for unknown or already revoked tokens. */
export async function revokeSessionByToken(db: Queryable, token: string, reason: RevokeReason) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Queryable, userId: number, reason: RevokeReason) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
