// GET /api/admin/audit-log/?page=&page_size=&actor=&action=&target_type=&target_id=&from=&to=
// (admin): every operator write, newest first, with the total for paging.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, AuditLogQuery, AuditLogResponse } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { paginate } from '../catalogue/index.ts';
import { listAuditLog } from './audit-log-query.ts';
import { requireRole } from './require-role.ts';

export function auditLogRoute(app: FastifyInstance) {
  const { db } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    API.adminAuditLog,
    {
      preValidation: requireRole('admin'),
      schema: {
        querystring: AuditLogQuery,
        response: { 200: AuditLogResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Browse the audit log of operator writes, newest first, with filters (admin role)',
      },
    },
    async (req) => {
      const { total, entries } = await listAuditLog(db, req.query);
      return {
        status: 'success' as const,
        data: entries,
        pagination: paginate(req.query.page, req.query.page_size, total),
      };
    },
  );
}
