import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ROUTES, VideoProgressResponse, wholeId } from '@ott/contract';
import { requireUser } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { resumePoint } from './progress-service.ts';

const VideoIdParam = z.object({ videoId: wholeId() });

/** GET /api/watch-progress/{videoId}/ (issue 4): where to resume, or null. */
export function getProgressRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_ROUTES.videoProgress,
    {
      preValidation: requireSession,
      schema: {
        params: VideoIdParam,
        response: { 200: VideoProgressResponse, ...errorResponses },
        tags: ['continue watching'],
        summary: 'Your saved position in the title (null when none, finished or under 5 s)',
      },
    },
    async (req, reply) => {
      const { user } = requireUser(req);
      reply.header('cache-control', 'private, no-store');
      return { status: 'success' as const, progress: await resumePoint(app.deps.db, user.id, req.params.videoId) };
    },
  );
}
