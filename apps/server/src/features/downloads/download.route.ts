// POST /api/downloads/{id}/played/ and DELETE /api/downloads/{id}/ (issue 18.3): one of the viewer's own licences.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, DOWNLOAD_MESSAGES, DownloadPlayedBody, DownloadResponse, IdParam, SuccessMessage } from '@ott/contract';
import { requireUser } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { deleteDownload, markDownloadPlayed } from './download-service.ts';

export function downloadRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    API_ROUTES.downloadPlayed,
    {
      preValidation: requireSession,
      schema: {
        params: IdParam,
        body: DownloadPlayedBody.optional(),
        response: { 200: DownloadResponse, ...errorResponses },
        tags: ['downloads'],
        summary: 'The first play of a download: it then expires 48 hours later at most (repeats change nothing)',
      },
    },
    async (req) => {
      const reported = req.body?.played_at ? Date.parse(req.body.played_at) : null;
      return { status: 'success' as const, download: await markDownloadPlayed(app.deps.db, requireUser(req), req.params.id, reported) };
    },
  );
  typed.delete(
    API_ROUTES.download,
    {
      preValidation: requireSession,
      schema: {
        params: IdParam,
        response: { 200: SuccessMessage, ...errorResponses },
        tags: ['downloads'],
        summary: 'Delete a download licence (frees a place under the plan’s limit)',
      },
    },
    async (req) => {
      await deleteDownload(app.deps.db, requireUser(req), req.params.id);
      return { status: 'success' as const, message: DOWNLOAD_MESSAGES.deleted };
    },
  );
}
