// POST /users/sessions/sign-out-everywhere/ (issue 16.7): every session, this browser's included.
import { useMutation } from '@tanstack/react-query';
import type { SignOutEverywhereResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';

export function signOutEverywhere(): Promise<SignOutEverywhereResponse> {
  // The caller leaves for /login itself; the shared 401 handling must not race it there.
  return api.post(API.signOutEverywhere, {}, { skipAuthRedirect: true });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
