// Referral bonus levels in the console (issue 17.4, editor role): GET and PUT /api/admin/bonus-levels/.
// Percentages are basis points on the wire and in the database; an edit is audited and applies to
// payments completed after it only (referral/bonus-levels-at.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  AdminBonusLevelsResponse,
  BONUS_LEVELS_MESSAGES as B,
  BONUS_TOTAL_CAP_BASIS_POINTS,
  UpdateBonusLevelsBody,
  UpdateBonusLevelsResponse,
} from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { REFERRAL_CACHE } from '../referral/index.ts';
import { readBonusLevels, updateBonusLevels } from './bonus-levels.ts';

export async function bonusLevelsAdminFeature(app: FastifyInstance) {
  const { db, cache } = app.deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const editor = requireRole('editor');

  api.get(
    API.adminBonusLevels,
    {
      preValidation: editor,
      schema: {
        response: { 200: AdminBonusLevelsResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'The five referral bonus levels (editor role)',
      },
    },
    async () => ({
      status: 'success' as const,
      levels: await readBonusLevels(db),
      total_cap_basis_points: BONUS_TOTAL_CAP_BASIS_POINTS,
    }),
  );

  api.put(
    API.adminBonusLevels,
    {
      preValidation: editor,
      schema: {
        body: UpdateBonusLevelsBody,
        response: { 200: UpdateBonusLevelsResponse, ...errorResponses },
        tags: ['admin'],
        summary:
          'Replace the five referral bonus levels; applies to payments completed from now on (editor role)',
      },
    },
    async (req) => {
      const changed = await updateBonusLevels(db, auditActorOf(req), req.body);
      // The viewers' wallet screen reads the levels through this cache.
      if (changed) await cache.invalidate(REFERRAL_CACHE.bonusLevels);
      return {
        status: 'success' as const,
        message: changed ? B.bonusLevelsSaved : B.bonusLevelsUnchanged,
        changed,
        levels: await readBonusLevels(db),
        total_cap_basis_points: BONUS_TOTAL_CAP_BASIS_POINTS,
      };
    },
  );
}
