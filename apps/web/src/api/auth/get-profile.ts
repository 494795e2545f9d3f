// GET /users/profile/?phone= (SPEC 7): the signed-in user and who referred them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@ott/contract';
import type { ProfileResponse } from '@ott/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';

export type ProfileResult = z.infer<typeof ProfileResponse>;

export function getProfile(phone: string): Promise<ProfileResult> {
  return api.get(API.profile, { query: { phone } });
}

/** The login screen's `?token=` sign-in: the token is checked by loading the profile with it. */
export function getProfileWithToken(token: string): Promise<ProfileResult> {
  return api.get(API.profile, { headers: { Authorization: `Bearer ${token}` }, skipAuthRedirect: true });
}

export const profileQueryOptions = (phone: string) =>
  queryOptions({ queryKey: ['profile', phone], queryFn: () => getProfile(phone), staleTime: 0 });

export function useProfile(phone: string | null) {
  return useQuery({ ...profileQueryOptions(phone ?? ''), enabled: !!phone });
}
