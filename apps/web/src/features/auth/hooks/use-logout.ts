// SPEC 4 'Auth': logout tells the server, clears the local session and goes to /login.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { logout } from '@/api/auth/logout.ts';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { endSession } from '../lib/end-session.ts';
import '../session-i18n.ts';

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      // A 401 means the server session is already gone: the user is logged out either way.
      if (!(error instanceof ApiError && error.status === 401)) {
        window.alert(t('logoutFailed'));
        return;
      }
    }
    endSession(queryClient);
    await navigate(paths.login(), { replace: true });
  }, [queryClient, navigate, t]);
}
