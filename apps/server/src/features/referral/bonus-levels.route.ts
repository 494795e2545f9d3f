import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, BonusLevelsResponse, PhoneQuery, type BonusLevel } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { bonusLevels } from '../../lib/db/schema.ts';
import { sendJsonBody, toJsonBody } from '../../lib/http/etag.ts';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { MAX_BONUS_LEVELS } from './bonus-handler.ts';

/** The levels are the same for everyone and change only when an operator edits them. */
export const REFERRAL_CACHE = { bonusLevels: 'referral:bonus-levels' } as const;
const BONUS_LEVELS_TTL_SECONDS = 300;

async function loadBonusLevels(db: Database): Promise<BonusLevel[]> {
  const rows = await db.select().from(bonusLevels).orderBy(asc(bonusLevels.level));
  return rows
    .filter((row) => row.level >= 1 && row.level <= MAX_BONUS_LEVELS)
    .map((row) => ({
      id: row.id,
      level: row.level,
      description: row.description,
      amount: row.percentBasisPoints / 100,
    }));
}

/** GET /users/referral-bonus-levels/?phone= (SPEC 7): a bare list, level 1 first; amount is a percentage. */
export function bonusLevelsRoute(app: FastifyInstance) {
  const { db, cache } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    API.referralBonusLevels,
    {
      preValidation: requireSession,
      schema: {
        querystring: PhoneQuery,
        response: { 200: BonusLevelsResponse, ...errorResponses },
        tags: ['referral'],
        summary: 'Referral bonus levels 1-5 with their percentages',
      },
    },
    async (req, reply) => {
      requireOwnPhone(req, req.query.phone);
      const body = await cache.wrap(REFERRAL_CACHE.bonusLevels, 'all', BONUS_LEVELS_TTL_SECONDS, async () =>
        toJsonBody(await loadBonusLevels(db)),
      );
      // Shared body, but behind sign-in: only the caller's browser keeps it.
      return sendJsonBody(req, reply, body, { visibility: 'private' });
    },
  );
}
