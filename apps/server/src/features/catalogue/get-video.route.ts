// GET /api/videos/{id}/ (SPEC 7 'Content'): one video; stream URLs only for entitled viewers.
// Anonymous visitors get the ready bytes made once per cache fill (cached-video.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, ErrorResponse, IdParam, MESSAGES, Video } from '@ott/contract';
import { isDbId } from '../../lib/db/int-id.ts';
import { notFound } from '../../lib/errors.ts';
import { sendJson } from '../../lib/http/etag.ts';
import { ANONYMOUS_ANSWER, sendReadyBody } from '../../lib/http/ready-body.ts';
import { cachedVideo } from './cached-video.ts';
import { isPersonalised, loadViewerForVideo, presentVideo } from './service.ts';

export async function getVideoRoute(app: FastifyInstance) {
  const { db, config } = app.deps;
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
      const cached = isDbId(id) ? await cachedVideo(app.deps, id) : null;
      const base = cached?.value;
      if (!base) throw notFound(MESSAGES.videoNotFound);
      if (!req.auth && cached.anonymous) {
        return sendReadyBody(req, reply, cached.anonymous, ANONYMOUS_ANSWER);
      }
      const viewer = await loadViewerForVideo(db, req.auth, base);
      const visibility = isPersonalised(viewer) ? 'private' : 'public';
      return sendJson(req, reply, presentVideo(base, viewer, config), { visibility, varyOnViewer: true });
    },
  );
}
