// GET /api/admin/me/: the signed-in operator and their roles (the console decides what to show).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminMeResponse, API, OPERATOR_ROLES } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { currentOperator, requireRole } from './require-role.ts';

export function adminMeRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.adminMe,
    {
      preValidation: requireRole(...OPERATOR_ROLES),
      schema: {
        response: { 200: AdminMeResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'The signed-in operator and their roles (any operator)',
      },
    },
    async (req) => {
      const { user, roles } = currentOperator(req);
      return { id: user.id, phone: user.phone, roles: [...roles] };
    },
  );
}
