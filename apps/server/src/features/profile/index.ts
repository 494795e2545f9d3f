// The profile feature (SPEC 7 'Auth and profile'): profile, devices, notifications, subscription
// status. Every `phone=` is checked against the session (ARCHITECTURE 5).
import type { FastifyInstance } from 'fastify';
import { checkNotificationsRoute } from './check-notifications.route.ts';
import { checkSubscriptionStatusRoute } from './check-subscription-status.route.ts';
import { deactivateDeviceRoute } from './deactivate-device.route.ts';
import { devicesInfoRoute } from './devices-info.route.ts';
import { getProfileRoute } from './get-profile.route.ts';
import { registerDeviceRoute } from './register-device.route.ts';
import { updateProfileRoute } from './update-profile.route.ts';
import { uploadsRoute } from './profile-picture.ts';

/** Served by uploadsRoute, not the media origin (app.ts leaves this prefix to Fastify). */
export { UPLOADS_URL_PREFIX } from './profile-picture.ts';

export async function profileFeature(app: FastifyInstance) {
  getProfileRoute(app);
  devicesInfoRoute(app);
  deactivateDeviceRoute(app);
  registerDeviceRoute(app);
  checkNotificationsRoute(app);
  checkSubscriptionStatusRoute(app);
  updateProfileRoute(app);
  uploadsRoute(app);
}
