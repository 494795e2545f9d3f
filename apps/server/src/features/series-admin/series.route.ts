// GET and POST /api/admin/series/, GET and PATCH /api/admin/series/{id}/: the console's series
// (editor role, recorded in the audit log).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  API_ROUTES,
  AdminSeriesListResponse,
  AdminSeriesResponse,
  CreateSeriesBody,
  IdParam,
  SERIES_MESSAGES,
  UpdateSeriesBody,
} from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { invalidateCatalogueCache } from '../catalogue/index.ts';
import { listAdminSeries, loadAdminSeries } from './series-read.ts';
import { createSeries, updateSeries } from './series-write.ts';

export function seriesRoutes(app: FastifyInstance) {
  const { deps } = app;
  const { db, config } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const editor = requireRole('editor');

  api.get(
    API.adminSeriesList,
    {
      preValidation: editor,
      schema: { response: { 200: AdminSeriesListResponse, ...errorResponses }, tags: ['admin'], summary: 'Every series, drafts included, newest first (editor role)' },
    },
    async () => ({ status: 'success' as const, data: await listAdminSeries(db, config) }),
  );

  api.post(
    API.adminSeriesList,
    {
      preValidation: editor,
      schema: { body: CreateSeriesBody, response: { 200: AdminSeriesResponse, ...errorResponses }, tags: ['admin'], summary: 'Create a draft series (editor role)' },
    },
    async (req) => {
      const id = await createSeries(db, auditActorOf(req), req.body);
      return { status: 'success' as const, message: SERIES_MESSAGES.created, series: await loadAdminSeries(db, config, id) };
    },
  );

  api.get(
    API_ROUTES.adminSeries,
    {
      preValidation: editor,
      schema: { params: IdParam, response: { 200: AdminSeriesResponse, ...errorResponses }, tags: ['admin'], summary: 'One series with its seasons and episodes (editor role)' },
    },
    async (req) => ({ status: 'success' as const, series: await loadAdminSeries(db, config, req.params.id) }),
  );

  api.patch(
    API_ROUTES.adminSeries,
    {
      preValidation: editor,
      schema: {
        params: IdParam,
        body: UpdateSeriesBody,
        response: { 200: AdminSeriesResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Change a series’ title, description, category, artwork or publishing (editor role)',
      },
    },
    async (req) => {
      await updateSeries(db, auditActorOf(req), req.params.id, req.body);
      await invalidateCatalogueCache(deps.cache);
      return { status: 'success' as const, message: SERIES_MESSAGES.saved, series: await loadAdminSeries(db, config, req.params.id) };
    },
  );
}
