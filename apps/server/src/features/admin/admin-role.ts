// Who is an operator (SPEC 6 'An admin can delete an account'; the client has no admin role).
// An account is admin when its row says so, or when its phone is listed in ADMIN_PHONES: the list
// works from the first request (no sign-in needed to pick it up) and sign-in also records it.
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@ott/contract';
import { forbidden } from '../../lib/errors.ts';
import { requireUser, type AuthContext, type UserRow } from '../../lib/http/session-context.ts';

export const ADMIN_ROLE = 'admin';

export function isAdmin(user: Pick<UserRow, 'role' | 'phone'>, adminPhones: readonly string[]): boolean {
  return user.role === ADMIN_ROLE || adminPhones.includes(user.phone);
}

/** The signed-in admin; 401 for visitors, 403 (spec wording) for everyone else. */
export function requireAdmin(req: FastifyRequest): AuthContext {
  const auth = requireUser(req);
  if (!isAdmin(auth.user, req.server.deps.config.adminPhones)) throw forbidden(MESSAGES.forbidden);
  return auth;
}

/** preValidation hook: non-admins learn nothing about the target (no 400/404 before the 403). */
export async function requireAdminHook(req: FastifyRequest): Promise<void> {
  requireAdmin(req);
}
