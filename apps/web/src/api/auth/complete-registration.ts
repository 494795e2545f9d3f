// POST /users/complete-registration/ (SPEC 7): mini registration (SPEC 2.6) and the full form.
import { useMutation } from '@tanstack/react-query';
import { API } from '@ott/contract';
import type { CompleteRegistrationBody, CompleteRegistrationResponse } from '@ott/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

export type CompleteRegistrationResult = z.infer<typeof CompleteRegistrationResponse>;

export function completeRegistration(body: CompleteRegistrationBody): Promise<CompleteRegistrationResult> {
  return api.post(API.completeRegistration, body);
}

export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration });
}
