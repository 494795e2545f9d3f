// The profile screen's data: the profile (kept in the session store too) and the subscription.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '@/api/auth/get-profile.ts';
import { useSubscriptionStatus } from '@/api/profile/get-subscription-status.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { useSessionExpiry } from './use-session-expiry.ts';

export function useProfileData(phone: string) {
  const profile = useQuery({ ...profileQueryOptions(phone), retry: false });
  const subscription = useSubscriptionStatus(phone);
  const expireSession = useSessionExpiry();
  const isForbidden = profile.error instanceof ApiError && profile.error.status === 403;

  useEffect(() => {
    // Payments land here: keep the header and playback rules in step with the fresh profile.
    if (profile.data) useSession.getState().setUser(profile.data.user);
  }, [profile.data]);

  useEffect(() => {
    if (isForbidden) expireSession();
  }, [isForbidden, expireSession]);

  return { profile, subscription, isForbidden, expireSession };
}
