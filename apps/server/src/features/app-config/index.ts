// GET /api/app-config/: what the web client must know about this deployment (ARCHITECTURE 5).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_VERSION_LABEL, AppConfigResponse } from '@ott/contract';

export const appConfigFeature: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/app-config/',
    { schema: { tags: ['app'], response: { 200: AppConfigResponse } } },
    async (_req, reply) => {
      const { config } = app.deps;
      reply.header('Cache-Control', 'public, max-age=60');
      return {
        version: APP_VERSION_LABEL,
        require_login_to_browse: config.requireLoginToBrowse,
        payment_gateway: config.paymentGateway,
        maps_api_key: config.googleMapsApiKey ?? null,
      };
    },
  );
};
