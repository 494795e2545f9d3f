// POST /devices/ (SPEC 3 'Device', SPEC 7): records this browser as one of the user's devices.
import { API } from '@ott/contract';
import type { RegisterDeviceBody, RegisterDeviceResponse } from '@ott/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

export type RegisterDeviceInput = z.input<typeof RegisterDeviceBody>;

export function registerDevice(body: RegisterDeviceInput): Promise<z.infer<typeof RegisterDeviceResponse>> {
  return api.post(API.registerDevice, body, { skipAuthRedirect: true });
}
