import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, PreferencesResponse, UpdatePreferencesBody } from '@ott/contract';
import { requireUser } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { getPreferences, updatePreferences } from './preferences-service.ts';

/** GET and PATCH /users/preferences/ (issue 18): the signed-in viewer's own player choices. */
export function preferencesRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    API.preferences,
    {
      preValidation: requireSession,
      schema: {
        response: { 200: PreferencesResponse, ...errorResponses },
        tags: ['preferences'],
        summary: 'Your player choices: audio and subtitle language, quality, next-episode autoplay',
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { status: 'success' as const, preferences: await getPreferences(app.deps.db, requireUser(req).user.id) };
    },
  );
  typed.patch(
    API.preferences,
    {
      preValidation: requireSession,
      schema: {
        body: UpdatePreferencesBody,
        response: { 200: PreferencesResponse, ...errorResponses },
        tags: ['preferences'],
        summary: 'Change any of your player choices; the others stay',
      },
    },
    async (req) => ({
      status: 'success' as const,
      preferences: await updatePreferences(app.deps.db, requireUser(req).user.id, req.body),
    }),
  );
}
