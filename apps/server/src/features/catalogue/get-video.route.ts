// GET /api/videos/{id}/ (SPEC 7 'Content'): one video; stream URLs only for entitled viewers.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, ErrorResponse, IdParam, MESSAGES, Video } from '@ott/contract';
import { isDbId } from '../../lib/db/int-id.ts';
import { notFound } from '../../lib/errors.ts';
import { sendJson } from '../../lib/http/etag.ts';
import { CATALOGUE_CACHE, CATALOGUE_TTL_SECONDS } from './cache-keys.ts';
import { isPersonalised, loadViewerForVideo, presentVideo } from './service.ts';
import { findVideoBase } from './video-repository.ts';

export async function getVideoRoute(app: FastifyInstance) {
  const { db, cache, config } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    API_ROUTES.video,
    {
      schema: {
        params: IdParam,
        response: { 200: Video, 400: ErrorResponse, 404: ErrorResponse },
        tags: ['content'],
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      const base = isDbId(id)
        ? await cache.wrap(CATALOGUE_CACHE.videos, `video:${id}`, CATALOGUE_TTL_SECONDS.video, () =>
            findVideoBase(db, id, config.mediaBaseUrl),
          )
        : null;
      if (!base) throw notFound(MESSAGES.videoNotFound);
      const viewer = await loadViewerForVideo(db, req.auth, base);
      const visibility = isPersonalised(viewer) ? 'private' : 'public';
      return sendJson(req, reply, presentVideo(base, viewer, config), { visibility, varyOnViewer: true });
    },
  );
}
