// POST /users/users/login/ (SPEC 7): phone + OTP (+ invitation ref) → user, token and CSRF token.
import { useMutation } from '@tanstack/react-query';
import { API } from '@ott/contract';
import type { LoginResponse } from '@ott/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

export type LoginResult = z.infer<typeof LoginResponse>;
export interface LoginInput {
  phone: string;
  otp: string;
  ref?: string | null;
  /** The solved proof of work, when a first try was answered 428 (lib/proof-of-work). */
  altcha?: string;
}

export function login({ phone, otp, ref, altcha }: LoginInput): Promise<LoginResult> {
  // The login screen reports its own failures; a 401 here must not trigger the global redirect.
  return api.post(API.login, { phone, otp, ref: ref || null, ...(altcha ? { altcha } : {}) }, { skipAuthRedirect: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
