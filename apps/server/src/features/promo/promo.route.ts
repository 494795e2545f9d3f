// POST /api/admin/titles/{id}/promo/ (multipart `file`: a short video, at most MAX_PROMO_BYTES and
// MAX_PROMO_SECONDS) queues the title's promo clip for the 'title-promo' job; DELETE removes the
// promo viewers see (an uploaded one or the seed's). Editor role; both audited.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_TITLE_MESSAGES, API_ROUTES, AdminTitleResponse, IdParam } from '@ott/contract';
import { errorResponses } from '../auth/index.ts';
import { auditActorOf, requireRole } from '../admin/index.ts';
import { invalidateCatalogueCache } from '../catalogue/index.ts';
import { removeMediaDir } from '../ingest/index.ts';
import { loadAdminTitle } from '../title-admin/index.ts';
import { queuePromoUpload, removePromo } from './promo-store.ts';
import { receivePromo } from './promo-upload.ts';

const M = ADMIN_TITLE_MESSAGES;

export function promoRoutes(app: FastifyInstance) {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const editor = requireRole('editor');
  const respond = async (id: number, message: string) => ({
    status: 'success' as const,
    message,
    title: await loadAdminTitle(deps.db, deps.config, id),
  });

  api.post(
    API_ROUTES.adminTitlePromo,
    {
      preValidation: editor,
      schema: {
        params: IdParam,
        consumes: ['multipart/form-data'],
        response: { 200: AdminTitleResponse, ...errorResponses },
        tags: ['admin'],
        summary: 'Upload the title’s promo clip, at most 200 MB and 5 minutes (editor role)',
      },
    },
    async (req) => {
      // The title first: an unknown id is a 404 before any bytes are kept.
      await loadAdminTitle(deps.db, deps.config, req.params.id);
      const received = await receivePromo(req, deps.config.ingestDir, req.params.id);
      try {
        const { replacedSource } = await queuePromoUpload(deps.db, auditActorOf(req), {
          videoId: req.params.id,
          // Stored as its name under INGEST_DIR, which the worker may mount elsewhere.
          sourcePath: path.basename(received.file),
          sourceName: received.name,
          bytes: received.bytes,
          seconds: received.seconds,
        });
        if (replacedSource) await fs.rm(path.join(deps.config.ingestDir, replacedSource), { force: true });
      } catch (error) {
        await fs.rm(received.file, { force: true });
        throw error;
      }
      // A send that fails leaves the row queued: the sweep sends it again.
      await deps.queue.send('title-promo', { videoId: req.params.id }).catch((err: unknown) => req.log.warn({ err }, 'promo job not sent'));
      return respond(req.params.id, M.promoQueued);
    },
  );

  api.delete(
    API_ROUTES.adminTitlePromo,
    {
      preValidation: editor,
      schema: { params: IdParam, response: { 200: AdminTitleResponse, ...errorResponses }, tags: ['admin'], summary: 'Remove the title’s promo clip (editor role)' },
    },
    async (req) => {
      const removed = await removePromo(deps.db, auditActorOf(req), req.params.id);
      if (removed.source) await fs.rm(path.join(deps.config.ingestDir, removed.source), { force: true });
      if (removed.mediaDir) await removeMediaDir(deps, removed.mediaDir);
      await invalidateCatalogueCache(deps.cache);
      return respond(req.params.id, M.promoRemoved);
    },
  );
}
