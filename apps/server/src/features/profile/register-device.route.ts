import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, MESSAGES, RegisterDeviceBody, RegisterDeviceResponse } from '@ott/contract';
import { requireUser } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { registerDevice, toDeviceDto } from './device-service.ts';

/** POST /devices/ (SPEC 7, bearer or cookie): register or refresh this browser as a device. */
export function registerDeviceRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API.registerDevice,
    {
      preValidation: requireSession,
      schema: {
        body: RegisterDeviceBody,
        response: { 200: RegisterDeviceResponse, ...errorResponses },
        tags: ['profile'],
        summary: 'Register this device (at most 3 active devices per account)',
      },
    },
    async (req) => {
      const auth = requireUser(req);
      const device = await registerDevice(app.deps.db, auth, req.body);
      return { status: 'success' as const, message: MESSAGES.deviceRegistered, device: toDeviceDto(device, device.id) };
    },
  );
}
