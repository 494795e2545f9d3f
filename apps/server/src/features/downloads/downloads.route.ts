// GET and POST /api/downloads/ (issue 18.3): the signed-in viewer's download licences, and a new one.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, CreateDownloadBody, DownloadListResponse, DownloadResponse } from '@ott/contract';
import { requireUser } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { createDownload, listDownloads } from './download-service.ts';

export function downloadsRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    API.downloads,
    {
      preValidation: requireSession,
      schema: {
        response: { 200: DownloadListResponse, ...errorResponses },
        tags: ['downloads'],
        summary: 'Your download licences, each active, expired or not entitled any more, with your plan’s limit',
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { status: 'success' as const, ...(await listDownloads(app.deps.db, requireUser(req))) };
    },
  );
  typed.post(
    API.downloads,
    {
      preValidation: requireSession,
      schema: {
        body: CreateDownloadBody,
        response: { 200: DownloadResponse, 201: DownloadResponse, ...errorResponses },
        tags: ['downloads'],
        summary: 'A licence to keep a title offline at one quality (refused without downloads in the plan, past its limit, or for a title you may not play)',
      },
    },
    async (req, reply) => {
      const { licence, isNew } = await createDownload(app.deps.db, requireUser(req), { videoId: req.body.video_id, height: req.body.height });
      return reply.code(isNew ? 201 : 200).send({ status: 'success' as const, download: licence });
    },
  );
}
