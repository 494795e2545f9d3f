import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, SaveProgressBody, SaveProgressResponse } from '@ott/contract';
import { requireUser } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { saveProgress } from './progress-service.ts';

/**
 * The player reports every ~5 s while playing (12 a minute) plus on pause, seek and close. This
 * route therefore has its own limit, counted per signed-in user instead of per address and apart
 * from the global 600/min per-IP budget: an hour-long film costs 720 reports that never eat into
 * the browsing budget of a household behind one carrier-NAT address, and 60 a minute leaves each
 * viewer five times the normal rate (several tabs, seeking) while still stopping a runaway client.
 */
export const PROGRESS_SAVES_PER_MINUTE = 60;

const perUser = (req: FastifyRequest) => (req.auth ? `user:${req.auth.user.id}` : `ip:${req.ip}`);

/** POST /api/watch-progress/ (issue 4): video_id, position, duration → the stored progress. */
export function saveProgressRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API.watchProgress,
    {
      preValidation: requireSession,
      config: { rateLimit: { max: PROGRESS_SAVES_PER_MINUTE, timeWindow: '1 minute', keyGenerator: perUser } },
      schema: {
        body: SaveProgressBody,
        response: { 200: SaveProgressResponse, ...errorResponses },
        tags: ['continue watching'],
        summary: 'Save your position in a title you may play (whole seconds, clamped to the duration)',
      },
    },
    async (req) => {
      const auth = requireUser(req);
      return { status: 'success' as const, progress: await saveProgress(app.deps.db, auth, req.body) };
    },
  );
}
