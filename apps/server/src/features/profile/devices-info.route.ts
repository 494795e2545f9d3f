import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, DevicesResponse, MESSAGES, PhoneQuery } from '@ott/contract';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { listDevices, toDeviceDto } from './device-service.ts';

/** GET /users/devices-info/?phone= (SPEC 7): status, devices, message. */
export function devicesInfoRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    API.devicesInfo,
    {
      preValidation: requireSession,
      schema: {
        querystring: PhoneQuery,
        response: { 200: DevicesResponse, ...errorResponses },
        tags: ['profile'],
        summary: 'The signed-in user’s devices, newest activity first',
      },
    },
    async (req) => {
      const { user, session } = requireOwnPhone(req, req.query.phone);
      const rows = await listDevices(app.deps.db, user.id);
      return {
        status: 'success' as const,
        devices: rows.map((row) => toDeviceDto(row, session.deviceId)),
        message: rows.length > 0 ? MESSAGES.devicesLoaded : MESSAGES.noDevices,
      };
    },
  );
}
