// A user's signed-in sessions (issue 16.7). Every query is scoped to the session's own user id:
// another user's session is answered exactly like a missing one and never touched.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { maskIpAddress, sessionDeviceKind, userAgentName, type UserSession } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { devices, sessions } from '../../lib/db/schema.ts';
import type { Queryable, RevokeReason } from '../auth/index.ts';

/** Live = not revoked and not expired; what require-session would accept. */
const liveFor = (userId: number) => and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

export async function listLiveSessions(db: Database, userId: number, currentSessionId: number): Promise<UserSession[]> {
  const rows = await db
    .select({ session: sessions, deviceName: devices.deviceName, deviceType: devices.deviceType })
    .from(sessions)
    // The device must be the user's own too: a session's device_id is never trusted alone.
    .leftJoin(devices, and(eq(devices.id, sessions.deviceId), eq(devices.userId, sessions.userId)))
    .where(liveFor(userId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map(({ session, deviceName, deviceType }) => ({
    id: session.id,
    name: deviceName ?? userAgentName(session.userAgent),
    device_type: sessionDeviceKind(deviceType, session.userAgent),
    ip_address: maskIpAddress(session.ip),
    created_at: session.createdAt.toISOString(),
    last_seen_at: session.lastSeenAt.toISOString(),
    current: session.id === currentSessionId,
  }));
}

/**
 * Signs out one of the user's sessions in one statement. Idempotent: an already revoked (or
 * expired) session of the user is 'signed_out' again without change. 'not_found' for any other id.
 */
export async function signOutSession(db: Database, userId: number, sessionId: number): Promise<'signed_out' | 'not_found'> {
  const reason: RevokeReason = 'signed_out_by_user';
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (revoked.length > 0) return 'signed_out';
  const [mine] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1);
  return mine ? 'signed_out' : 'not_found';
}

/**
 * Revokes every unrevoked session of the user, the caller's included, in one statement; counts the
 * live ones. Support's sign-out and block (issue 17.1) call it inside their audited transaction.
 */
export async function signOutEverywhere(
  db: Queryable,
  userId: number,
  reason: RevokeReason = 'signed_out_everywhere',
): Promise<number> {
  const now = new Date();
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ expiresAt: sessions.expiresAt });
  return revoked.filter((row) => row.expiresAt > now).length;
}
