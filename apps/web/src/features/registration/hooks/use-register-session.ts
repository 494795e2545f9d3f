// SPEC 2.1 / 2.7: /register is outside the route guard but needs a phone and a token, from the
// query or from the stored session; without them the user is sent to /login. A query token that
// is not yet this browser's session signs in first (checked by loading the profile with it).
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { normalizePhone } from '@ott/contract';
import { getProfileWithToken } from '@/api/auth/get-profile.ts';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { readCookie, storage } from '@/lib/storage.ts';

export type RegisterSession = { status: 'checking' } | { status: 'ready'; phone: string } | { status: 'failed'; message: string };

export function useRegisterSession(): RegisterSession {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [result, setResult] = useState<RegisterSession>(() => {
    const s = useSession.getState();
    return s.isAuthenticated && s.phone && s.token ? { status: 'ready', phone: s.phone } : { status: 'checking' };
  });
  const started = useRef(false);

  useEffect(() => {
    if (result.status !== 'checking' || started.current) return;
    started.current = true;
    const phone = normalizePhone(params.get('phone') ?? '');
    const token = params.get('token') ?? '';
    const toLogin = (message: string) => {
      toast.error(message);
      void navigate(paths.login({ redirect: paths.register }), { replace: true });
    };
    if (!phone) return toLogin(t('missingPhone'));
    if (!token) return toLogin(t('missingToken'));
    getProfileWithToken(token)
      .then(({ user }) => {
        // The token must belong to the phone it came with.
        if (user.phone !== phone) return toLogin(t('missingToken'));
        useSession.getState().signIn({ user, token, csrfToken: readCookie('csrftoken') ?? storage.get('csrfToken') ?? '' });
        setResult({ status: 'ready', phone });
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return toLogin(t('missingToken'));
        setResult({ status: 'failed', message: t('initFailed') });
      });
  }, [result.status, params, navigate, t]);

  return result;
}
