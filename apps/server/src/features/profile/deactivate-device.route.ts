import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, DeactivateDeviceBody, MESSAGES, SuccessMessage } from '@ott/contract';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { errorResponses, requireSession } from '../auth/index.ts';
import { deactivateDevice } from './device-service.ts';

/** POST /users/deactivate-device/ (SPEC 7): device_id, phone. Only the caller's own devices. */
export function deactivateDeviceRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API.deactivateDevice,
    {
      preValidation: requireSession,
      schema: {
        body: DeactivateDeviceBody,
        response: { 200: SuccessMessage, ...errorResponses },
        tags: ['profile'],
        summary: 'Deactivate one of your devices and sign out its sessions',
      },
    },
    async (req) => {
      const auth = requireOwnPhone(req, req.body.phone);
      await deactivateDevice(app.deps.db, auth, req.body.device_id);
      return { status: 'success' as const, message: MESSAGES.deviceDeactivated };
    },
  );
}
