// POST /api/admin/titles/{id}/ingest/cancel/ and /retry/ (editor role): stop an upload or a
// transcode, or queue a failed or cancelled film again.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_TITLE_MESSAGES, API_ROUTES, AdminTitleResponse, IdParam } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { loadAdminTitle } from '../title-admin/title-read.ts';
import { cancelIngest, retryIngest } from './ingest-actions.ts';
import { uploadExists } from './transcode-job.ts';

export function ingestRoutes(app: FastifyInstance, uploads: { removeUpload(uploadId: string): Promise<void> }) {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const editor = requireRole('editor');
  const schema = (summary: string) => ({
    params: IdParam,
    response: { 200: AdminTitleResponse, ...errorResponses },
    tags: ['admin'],
    summary,
  });

  api.post(API_ROUTES.adminTitleIngestCancel, { preValidation: editor, schema: schema('Cancel an upload or a transcode (editor role)') }, async (req) => {
    const outcome = await cancelIngest(deps.db, auditActorOf(req), req.params.id);
    if (outcome.kind === 'upload') await uploads.removeUpload(outcome.uploadId);
    const message = outcome.kind === 'upload' ? ADMIN_TITLE_MESSAGES.uploadCancelled : ADMIN_TITLE_MESSAGES.transcodeCancelled;
    return { status: 'success' as const, message, title: await loadAdminTitle(deps.db, deps.config, req.params.id) };
  });

  api.post(API_ROUTES.adminTitleIngestRetry, { preValidation: editor, schema: schema('Queue a failed or cancelled film again (editor role)') }, async (req) => {
    await retryIngest(deps.db, auditActorOf(req), req.params.id, (uploadId) => uploadExists(deps.config.ingestDir, uploadId));
    await deps.queue.send('title-transcode', { videoId: req.params.id });
    return {
      status: 'success' as const,
      message: ADMIN_TITLE_MESSAGES.transcodeQueued,
      title: await loadAdminTitle(deps.db, deps.config, req.params.id),
    };
  });
}
