import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, PhoneQuery, ProfileResponse } from '@ott/contract';
import { users } from '../../lib/db/schema.ts';
import { requireOwnPhone, type UserRow } from '../../lib/http/session-context.ts';
import type { Database } from '../../lib/db/client.ts';
import { errorResponses, loadUserDto, referrerName, requireSession } from '../auth/index.ts';

async function referredBy(db: Database, user: UserRow) {
  if (user.referredById === null) return [];
  const [referrer] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, user.referredById))
    .limit(1);
  return [
    {
      referral_code_used: user.referralCodeUsed ?? '',
      referrer_name: referrer ? referrerName(referrer) : null,
      created_at: (user.referredAt ?? user.createdAt).toISOString(),
    },
  ];
}

/** GET /users/profile/?phone= (SPEC 7): the signed-in user and who referred them. */
export function getProfileRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.profile,
    {
      preValidation: requireSession,
      schema: {
        querystring: PhoneQuery,
        response: { 200: ProfileResponse, ...errorResponses },
        tags: ['profile'],
        summary: 'The signed-in user’s profile (phone, if sent, must be the session’s)',
      },
    },
    async (req) => {
      const { user } = requireOwnPhone(req, req.query.phone);
      const { db } = app.deps;
      const [dto, referred] = await Promise.all([loadUserDto(db, user, app.deps.config.mediaBaseUrl), referredBy(db, user)]);
      return { status: 'success' as const, user: dto, referral_relationships: { referred_by: referred } };
    },
  );
}
