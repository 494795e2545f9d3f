// After sign-in this browser is recorded as a device (SPEC 3 'Device'). It never blocks sign-in: a
// refusal the user should know about (the device limit) comes back as a message to show.
import { registerDevice } from '@/api/auth/register-device.ts';
import { ApiError } from '@/lib/api-client.ts';
import { describeDevice } from './device-info.ts';

export async function registerThisDevice(): Promise<string | null> {
  try {
    await registerDevice(describeDevice());
    return null;
  } catch (error) {
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
    return refused ? error.serverMessage : null;
  }
}
