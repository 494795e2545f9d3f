// POST /api/admin/titles/{id}/publish/ (now, or at publish_at) and /unpublish/ (editor role).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_TITLE_MESSAGES, API_ROUTES, AdminTitleResponse, IdParam, PublishTitleBody } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { invalidateCatalogueCache } from '../catalogue/index.ts';
import { publishTitle, unpublishTitle } from './publish.ts';
import { loadAdminTitle } from './title-read.ts';

export function publishRoutes(app: FastifyInstance) {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const editor = requireRole('editor');
  const respond = async (id: number, message: string) => {
    await invalidateCatalogueCache(deps.cache);
    return { status: 'success' as const, message, title: await loadAdminTitle(deps.db, deps.config, id) };
  };

  api.post(
    API_ROUTES.adminTitlePublish,
    {
      preValidation: editor,
      schema: {
        params: IdParam,
        body: PublishTitleBody,
        response: { 200: AdminTitleResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Publish a title now or at a time (editor role)',
      },
    },
    async (req) => {
      const at = req.body.publish_at ? new Date(req.body.publish_at) : null;
      const message = await publishTitle(deps.db, auditActorOf(req), req.params.id, at);
      return respond(req.params.id, message);
    },
  );

  api.post(
    API_ROUTES.adminTitleUnpublish,
    {
      preValidation: editor,
      schema: {
        params: IdParam,
        response: { 200: AdminTitleResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Take a title back to draft (editor role)',
      },
    },
    async (req) => {
      await unpublishTitle(deps.db, auditActorOf(req), req.params.id);
      return respond(req.params.id, ADMIN_TITLE_MESSAGES.unpublished);
    },
  );
}
