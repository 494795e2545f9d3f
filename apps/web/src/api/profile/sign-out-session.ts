// POST /users/sessions/{id}/sign-out/ (issue 16.7); the sessions list reloads afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessMessage } from '@ott/contract';
import { API } from '@ott/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { accountKeys } from './query-keys.ts';

export function signOutSession(sessionId: number): Promise<z.infer<typeof SuccessMessage>> {
  return api.post(API.signOutSession(sessionId), {});
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
