// POST /users/logout/ (SPEC 7): revokes the server session (ARCHITECTURE 6).
import { API } from '@ott/contract';
import type { LogoutResponse } from '@ott/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

export function logout(): Promise<z.infer<typeof LogoutResponse>> {
  return api.post(API.logout, {}, { skipAuthRedirect: true });
}
