// GET /users/verify-referral/?code= (SPEC 7): status 'success' means the code is valid.
import { useMutation } from '@tanstack/react-query';
import { API } from '@ott/contract';
import type { VerifyReferralResponse } from '@ott/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

export type VerifyReferralResult = z.infer<typeof VerifyReferralResponse>;

export function verifyReferral(code: string): Promise<VerifyReferralResult> {
  return api.get(API.verifyReferral, { query: { code } });
}

export function useVerifyReferral() {
  return useMutation({ mutationFn: verifyReferral });
}
