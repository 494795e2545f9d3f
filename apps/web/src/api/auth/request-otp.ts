// POST /users/request-otp/ (SPEC 7 'Auth and profile'): sends the 4-digit sign-in code by SMS.
import { useMutation } from '@tanstack/react-query';
import { API } from '@ott/contract';
import type { RequestOtpResponse } from '@ott/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

/** `altcha`: the solved proof of work, when a first try was answered 428 (lib/proof-of-work). */
export function requestOtp(phone: string, altcha?: string): Promise<z.infer<typeof RequestOtpResponse>> {
  return api.post(API.requestOtp, { phone, otp_type: 'login', ...(altcha ? { altcha } : {}) }, { skipAuthRedirect: true });
}

export function useRequestOtp() {
  return useMutation({ mutationFn: (phone: string) => requestOtp(phone) });
}
