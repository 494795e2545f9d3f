// DELETE /api/admin/operators/{userId}/roles/{role}/ (admin): take a role away.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_MESSAGES,
  API_ROUTES,
  OperatorChangeResponse,
  RevokeRoleParams,
} from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { loadOperator } from './operator-directory.ts';
import { auditActorOf } from './record-audit.ts';
import { requireRole } from './require-role.ts';
import { revokeRole } from './revoke-role.ts';

export function revokeRoleRoute(app: FastifyInstance) {
  const { db, config } = app.deps;
  const deps = { db, adminPhones: config.adminPhones };
  app.withTypeProvider<ZodTypeProvider>().delete(
    API_ROUTES.adminOperatorRole,
    {
      preValidation: requireRole('admin'),
      schema: {
        params: RevokeRoleParams,
        response: { 200: OperatorChangeResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Revoke a role; never your own admin role nor one from ADMIN_PHONES (admin role)',
      },
    },
    async (req) => {
      const { userId, role } = req.params;
      const revoked = await revokeRole(deps, auditActorOf(req), userId, role);
      return {
        status: 'success' as const,
        message: revoked ? ADMIN_MESSAGES.roleRevoked : ADMIN_MESSAGES.roleNotGranted,
        operator: await loadOperator(db, config.adminPhones, userId),
      };
    },
  );
}
