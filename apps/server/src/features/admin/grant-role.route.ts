// POST /api/admin/operators/ (admin): grant a role to the existing account with this phone.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES, API, GrantRoleBody, OperatorChangeResponse } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { grantRole } from './grant-role.ts';
import { loadOperator } from './operator-directory.ts';
import { auditActorOf } from './record-audit.ts';
import { requireRole } from './require-role.ts';

export function grantRoleRoute(app: FastifyInstance) {
  const { db, config } = app.deps;
  const deps = { db, adminPhones: config.adminPhones };
  app.withTypeProvider<ZodTypeProvider>().post(
    API.adminOperators,
    {
      preValidation: requireRole('admin'),
      schema: {
        body: GrantRoleBody,
        response: { 200: OperatorChangeResponse, ...errorResponses },
        tags: ['admin'],
        summary:
          'Grant a role to an account by its phone; granting again changes nothing (admin role)',
      },
    },
    async (req) => {
      const { userId, granted } = await grantRole(deps, auditActorOf(req), req.body);
      return {
        status: 'success' as const,
        message: granted ? ADMIN_MESSAGES.roleGranted : ADMIN_MESSAGES.roleAlreadyGranted,
        operator: await loadOperator(db, config.adminPhones, userId),
      };
    },
  );
}
