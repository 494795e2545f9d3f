// Account deletion (SPEC 6: an admin can delete an account; SPEC 8 'Account deleted'). The row
// stays as a tombstone so the client's notification check can tell the user what happened.
import { and, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { MESSAGES } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { notifications, sessions, users } from '../../lib/db/schema.ts';
import type { UserRow } from '../../lib/http/session-context.ts';
import { sha256 } from '../../lib/http/tokens.ts';
import type { Queryable } from './db-types.ts';
import { revokeUserSessions } from './session-service.ts';

export const ACCOUNT_DELETED_NOTIFICATION = 'account_deleted';

/**
 * Deletes a live account; true when this call did it. Takes part in the caller's transaction when
 * given one (the admin feature audits the deletion in it). Idempotent: an unknown or already deleted
 * account is left alone (no second notice), also when two deletions race (the row lock serialises
 * them and the second no longer matches `deleted_at is null`).
 */
export async function deleteAccount(db: Queryable, userId: number, opts: { byAdmin: boolean }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [deleted] = await tx
      .update(users)
      .set({ deletedAt: now, deletedByAdmin: opts.byAdmin, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!deleted) return false;
    await revokeUserSessions(tx, userId, 'account_deleted');
    if (opts.byAdmin) {
      await tx.insert(notifications).values({
        userId,
        type: ACCOUNT_DELETED_NOTIFICATION,
        message: MESSAGES.accountDeletedByAdmin,
      });
    }
    return true;
  });
}

/**
 * The deleted account a presented token belonged to (its session is revoked by then), or
 * undefined when the token never existed, has expired, or belongs to a live account.
 */
export async function findDeletedAccountByToken(db: Database, token: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, new Date()), isNotNull(users.deletedAt)))
    .orderBy(desc(sessions.id))
    .limit(1);
  return row?.user;
}

/**
 * Issue 17.1: the blocked (live) account a presented token belonged to; its session was revoked
 * when support blocked it. Undefined for unknown, expired or unblocked tokens.
 */
export async function findBlockedAccountByToken(db: Database, token: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        gt(sessions.expiresAt, new Date()),
        isNotNull(users.blockedAt),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row?.user;
}
