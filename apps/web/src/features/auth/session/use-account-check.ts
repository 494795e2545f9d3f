// SPEC 4 'Background checks' / SPEC 8 'Account deleted': at start-up and whenever the window gets
// focus, ask whether the account still exists; a deleted account is logged out with a 5 s toast.
import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { checkNotifications } from '@/api/auth/check-notifications.ts';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { endSession } from '../lib/end-session.ts';
import { accountDeletion, announceAccountDeletion } from './account-deletion.ts';

export function useAccountCheck() {
  const phone = useSession((s) => s.phone);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');

  const check = useCallback(async () => {
    if (!phone) return;
    let deletion: ReturnType<typeof accountDeletion>;
    try {
      deletion = accountDeletion(await checkNotifications(phone));
    } catch {
      // Offline or a server hiccup says nothing about the account; try again on the next focus.
      return;
    }
    // A 401 elsewhere may have ended the session meanwhile; that path announces the deletion.
    if (!deletion || useSession.getState().phone !== phone) return;
    endSession(queryClient);
    announceAccountDeletion(t(deletion));
    void navigate(paths.login(), { replace: true });
  }, [phone, queryClient, navigate, t]);

  useEffect(() => {
    void check();
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [check]);
}
