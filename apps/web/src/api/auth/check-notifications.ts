// GET /users/check-notifications/?phone= (SPEC 7): account existence and admin notifications.
import { API } from '@ott/contract';
import type { CheckNotificationsResponse } from '@ott/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

export type NotificationsResult = z.infer<typeof CheckNotificationsResponse>;

/** `skipAuthRedirect`: asked after a 401 has already ended the session, so a second 401 is expected. */
export function checkNotifications(phone: string, opts: { skipAuthRedirect?: boolean } = {}): Promise<NotificationsResult> {
  return api.get(API.checkNotifications, { query: { phone }, skipAuthRedirect: opts.skipAuthRedirect });
}
