import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, CheckNotificationsResponse, MESSAGES, normalizePhone, PhoneQuery } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { notifications } from '../../lib/db/schema.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { ACCOUNT_DELETED_NOTIFICATION, errorResponses, findBlockedAccountByToken, findDeletedAccountByToken } from '../auth/index.ts';

const MAX_NOTIFICATIONS = 20;

const toDto = (row: typeof notifications.$inferSelect) => ({
  id: row.id,
  type: row.type,
  message: row.message,
  created_at: row.createdAt.toISOString(),
});

function unread(db: Database, userId: number, onlyType?: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), onlyType ? eq(notifications.type, onlyType) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(MAX_NOTIFICATIONS);
}

/** Issue 17.1: an old session of a blocked account learns why it was signed out; anyone else gets 401. */
async function answerBlocked(db: Database, token: string | null, phone: string | undefined) {
  const blocked = token ? await findBlockedAccountByToken(db, token) : undefined;
  if (!blocked) throw unauthorized(MESSAGES.loginRequired);
  if (phone && normalizePhone(phone) !== blocked.phone) throw forbidden(MESSAGES.forbidden);
  return { status: 'success' as const, user_exists: true, account_blocked: true, has_notifications: false, notifications: [] };
}

/**
 * GET /users/check-notifications/?phone= (SPEC 4 'Background checks', SPEC 8 'Account deleted').
 * A token whose account has since been deleted is answered with user_exists false (plus the
 * account_deleted notice when an admin did it) so the client can say why it logs the user out.
 */
export function checkNotificationsRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.checkNotifications,
    {
      schema: {
        querystring: PhoneQuery,
        response: { 200: CheckNotificationsResponse, ...errorResponses },
        tags: ['profile'],
        summary: 'Unread notifications; reports a deleted account to its old sessions',
      },
    },
    async (req) => {
      const { db } = app.deps;
      if (req.auth) {
        const { user } = requireOwnPhone(req, req.query.phone);
        const rows = await unread(db, user.id);
        // Delivered once: the client shows each notice when it arrives.
        if (rows.length > 0) {
          await db.update(notifications).set({ readAt: new Date() }).where(inArray(notifications.id, rows.map((r) => r.id)));
        }
        return { status: 'success' as const, user_exists: true, has_notifications: rows.length > 0, notifications: rows.map(toDto) };
      }
      const deleted = req.presentedToken ? await findDeletedAccountByToken(db, req.presentedToken) : undefined;
      if (!deleted) return answerBlocked(db, req.presentedToken, req.query.phone);
      if (req.query.phone && normalizePhone(req.query.phone) !== deleted.phone) throw forbidden(MESSAGES.forbidden);
      const rows = await unread(db, deleted.id, ACCOUNT_DELETED_NOTIFICATION);
      return { status: 'success' as const, user_exists: false, has_notifications: rows.length > 0, notifications: rows.map(toDto) };
    },
  );
}
