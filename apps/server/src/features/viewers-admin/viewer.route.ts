// GET /api/admin/viewers/{id}/ (issue 17.1, support role): the profile and every section of the
// viewer page in one answer, each section the newest VIEWER_SECTION_LIMIT rows.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, IdParam, ViewerDetailResponse } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { requireRole } from '../admin/index.ts';
import { findViewer, toViewerProfile } from './viewer-profile.ts';
import { loadViewerSections } from './viewer-sections.ts';

export function viewerRoute(app: FastifyInstance) {
  const { db, config } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    API_ROUTES.adminViewer,
    {
      preValidation: requireRole('support'),
      schema: {
        params: IdParam,
        response: { 200: ViewerDetailResponse, ...errorResponses },
        tags: ['admin'],
        summary:
          'A viewer with subscriptions, rentals, devices, sessions, watching, wallet, referrals, orders and withdrawals (support role)',
      },
    },
    async (req) => {
      const row = await findViewer(db, req.params.id);
      const [viewer, sections] = await Promise.all([
        toViewerProfile(db, row, config.adminPhones),
        loadViewerSections(db, row.id),
      ]);
      return { status: 'success' as const, viewer, ...sections };
    },
  );
}
