// GET /api/admin/operators/ (admin): every operator, their roles, who granted them and when.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, OperatorsResponse } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { listOperators } from './operator-directory.ts';
import { requireRole } from './require-role.ts';

export function listOperatorsRoute(app: FastifyInstance) {
  const { db, config } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    API.adminOperators,
    {
      preValidation: requireRole('admin'),
      schema: {
        response: { 200: OperatorsResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'List operators with their roles, who granted each and when (admin role)',
      },
    },
    async () => ({
      status: 'success' as const,
      operators: await listOperators(db, config.adminPhones),
    }),
  );
}
