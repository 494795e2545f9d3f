// GET /api/admin/viewers/?q=&page=&page_size= (issue 17.1, support role): viewers by phone, name
// or referral code, newest first.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, ViewerSearchQuery, ViewerSearchResponse } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { requireRole } from '../admin/index.ts';
import { paginate } from '../catalogue/index.ts';
import { searchViewers } from './search-viewers.ts';

export function searchViewersRoute(app: FastifyInstance) {
  const { db } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    API.adminViewers,
    {
      preValidation: requireRole('support'),
      schema: {
        querystring: ViewerSearchQuery,
        response: { 200: ViewerSearchResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Find viewers by phone, name or referral code, newest first (support role)',
      },
    },
    async (req) => {
      const { total, viewers } = await searchViewers(db, req.query);
      return {
        status: 'success' as const,
        data: viewers,
        pagination: paginate(req.query.page, req.query.page_size, total),
      };
    },
  );
}
