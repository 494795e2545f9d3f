// GET /api/admin/titles/ (search and filter, paged) and POST (a new draft), GET and PATCH
// /api/admin/titles/{id}/: the console's catalogue (editor role).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_TITLE_MESSAGES,
  API,
  API_ROUTES,
  AdminTitleResponse,
  AdminTitlesQuery,
  AdminTitlesResponse,
  CreateTitleBody,
  IdParam,
  UpdateTitleBody,
} from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { invalidateCatalogueCache, paginate } from '../catalogue/index.ts';
import { removeMediaDir } from '../ingest/index.ts';
import { listAdminTitles, loadAdminTitle } from './title-read.ts';
import { createTitle, updateTitle } from './title-write.ts';

export function titlesRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { db, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const editor = requireRole('editor');

  api.get(
    API.adminTitles,
    {
      preValidation: editor,
      schema: {
        querystring: AdminTitlesQuery,
        response: { 200: AdminTitlesResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Titles by name, status, type and category, newest first (editor role)',
      },
    },
    async (req) => {
      const { rows, total } = await listAdminTitles(db, config, req.query);
      return { status: 'success' as const, data: rows, pagination: paginate(req.query.page, req.query.page_size, total) };
    },
  );

  api.post(
    API.adminTitles,
    {
      preValidation: editor,
      schema: {
        body: CreateTitleBody,
        response: { 200: AdminTitleResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Create a draft title (editor role)',
      },
    },
    async (req) => {
      const id = await createTitle(db, auditActorOf(req), req.body);
      return { status: 'success' as const, message: ADMIN_TITLE_MESSAGES.created, title: await loadAdminTitle(db, config, id) };
    },
  );

  api.get(
    API_ROUTES.adminTitle,
    {
      preValidation: editor,
      schema: {
        params: IdParam,
        response: { 200: AdminTitleResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'One title with its film, artwork, subtitles and publishing state (editor role)',
      },
    },
    async (req) => ({ status: 'success' as const, title: await loadAdminTitle(db, config, req.params.id) }),
  );

  api.patch(
    API_ROUTES.adminTitle,
    {
      preValidation: editor,
      schema: {
        params: IdParam,
        body: UpdateTitleBody,
        response: { 200: AdminTitleResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Change any of a title’s fields (editor role)',
      },
    },
    async (req) => {
      const outcome = await updateTitle(db, auditActorOf(req), req.params.id, req.body);
      if (outcome.dropDir) await removeMediaDir(deps, outcome.dropDir);
      if (outcome.repackage) await deps.queue.send('title-transcode', { videoId: req.params.id });
      await invalidateCatalogueCache(deps.cache);
      return { status: 'success' as const, message: ADMIN_TITLE_MESSAGES.saved, title: await loadAdminTitle(db, config, req.params.id) };
    },
  );
}
