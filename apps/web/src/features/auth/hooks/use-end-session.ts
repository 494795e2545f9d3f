// The local half of logout, for screens whose server call already ended the session (sign out
// everywhere, issue 16.7): the same store wipe as Logout (SPEC 4 'Auth'), then /login.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { endSession } from '../lib/end-session.ts';

export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    endSession(queryClient);
    await navigate(paths.login(), { replace: true });
  }, [queryClient, navigate]);
}
