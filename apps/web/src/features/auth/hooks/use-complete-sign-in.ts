// SPEC 4 'Auth': what happens once the server has accepted a sign-in (OTP or `?token=`).
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { hasCompleteLoginProfile } from '@ott/contract';
import type { User } from '@ott/contract';
import { useSession } from '@/lib/session.ts';
import { storage } from '@/lib/storage.ts';
import { signedInTarget } from '../lib/redirect.ts';
import { registerThisDevice } from '../lib/register-this-device.ts';

export interface SignInResult {
  user: User;
  token: string;
  csrfToken: string;
}

export function useCompleteSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { t } = useTranslation('auth');

  return useCallback(
    (result: SignInResult) => {
      const complete = hasCompleteLoginProfile(result.user);
      storage.set('hasCompletedRegistration', String(complete));
      if (complete) {
        const name = result.user.first_name?.trim() || t('defaultName');
        storage.set('loginSuccess', 'true');
        storage.set('loginMessage', t('welcomeBack', { name }));
      }
      useSession.getState().signIn(result);
      void registerThisDevice().then((warning) => warning && toast.warning(warning));
      // The same target the /login guard computes, so the two never pull in different directions:
      // an incomplete profile goes through /mini-register, which keeps the redirect for afterwards.
      void navigate(signedInTarget(result.user, params.get('redirect')), { replace: true });
    },
    [navigate, params, t],
  );
}
