// The calls the auth screens make in passing, answered; tests add or override what they care about.
import { stubApi, type Routes } from '@/testing/api-stub.ts';
import { appConfig } from '@/testing/fixtures.ts';

const DEFAULTS: Routes = {
  'GET /api/videos/': () => ({ body: [] }),
  'GET /api/app-config/': () => ({ body: appConfig() }),
  'POST /devices/': () => ({ body: { status: 'success', message: 'ok' } }),
  'GET /users/check-notifications/': () => ({ body: { status: 'success', user_exists: true, has_notifications: false, notifications: [] } }),
};

export const mockApi = (handlers: Routes = {}) => stubApi({ ...DEFAULTS, ...handlers });
