// GET and PUT /api/admin/titles/{id}/markers/ (issue 18.5, editor role): a title's intro, recap,
// song and credits markers, replaced whole. Viewers get them in the title's video answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, IdParam, MarkersResponse, SKIP_MARKER_MESSAGES, UpdateMarkersBody } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { invalidateCatalogueCache } from '../catalogue/index.ts';
import { loadMarkers, replaceMarkers } from './title-markers.ts';

export function markersRoutes(app: FastifyInstance) {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const editor = requireRole('editor');

  api.get(
    API_ROUTES.adminTitleMarkers,
    {
      preValidation: editor,
      schema: { params: IdParam, response: { 200: MarkersResponse, ...errorResponses }, tags: ['admin'], summary: 'A title’s skip markers (editor role)' },
    },
    async (req) => ({ status: 'success' as const, ...(await loadMarkers(deps.db, req.params.id)) }),
  );

  api.put(
    API_ROUTES.adminTitleMarkers,
    {
      preValidation: editor,
      schema: {
        params: IdParam,
        body: UpdateMarkersBody,
        response: { 200: MarkersResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Replace a title’s skip markers (editor role)',
      },
    },
    async (req) => {
      await replaceMarkers(deps.db, auditActorOf(req), req.params.id, req.body);
      await invalidateCatalogueCache(deps.cache);
      return { status: 'success' as const, message: SKIP_MARKER_MESSAGES.saved, ...(await loadMarkers(deps.db, req.params.id)) };
    },
  );
}
