// GET /api/series/{id}/watch-state/ (issue 18.4): the signed-in viewer's progress in the series'
// episodes and what its Play button opens (contract seriesResumePoint). Only the caller's rows.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, IdParam, SERIES_MESSAGES, SeriesWatchStateResponse, seriesResumePoint } from '@ott/contract';
import { isDbId } from '../../lib/db/int-id.ts';
import { watchProgress } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { progressDto } from '../progress/index.ts';
import { listEpisodeOrder } from './series-repository.ts';

export function watchStateRoute(app: FastifyInstance) {
  const { db } = app.deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    API_ROUTES.seriesWatchState,
    {
      preValidation: requireSession,
      schema: {
        params: IdParam,
        response: { 200: SeriesWatchStateResponse, ...errorResponses },
        tags: ['continue watching'],
        summary: 'Your progress in a series’ episodes and the episode its Play button opens',
      },
    },
    async (req, reply) => {
      const { user } = requireUser(req);
      const order = isDbId(req.params.id) ? await listEpisodeOrder(db, req.params.id) : [];
      if (order.length === 0) throw notFound(SERIES_MESSAGES.seriesNotFound);
      const rows = await db
        .select()
        .from(watchProgress)
        .where(and(eq(watchProgress.userId, user.id), inArray(watchProgress.videoId, order.map((e) => e.id))));
      const progress = rows.map(progressDto);
      reply.header('cache-control', 'private, no-store');
      return { status: 'success' as const, progress, resume: seriesResumePoint(order, progress) };
    },
  );
}
