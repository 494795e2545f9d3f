// SPEC 4 'Background checks' / SPEC 8 'Account deleted': at start-up and whenever the window gets
// focus, ask whether the account still exists; a deleted account is logged out with a 5 s toast.
import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { TOAST_LONG_MS } from '@ott/contract';
import { checkNotifications } from '@/api/auth/check-notifications.ts';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { endSession } from '../lib/end-session.ts';

const ACCOUNT_DELETED = 'account_deleted';

export function useAccountCheck() {
  const phone = useSession((s) => s.phone);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');

  const check = useCallback(async () => {
    if (!phone) return;
    let message: string | null = null;
    try {
      const result = await checkNotifications(phone);
      // An admin deletion also ends the account (user_exists false), so its notice decides the wording.
      if (result.notifications.some((n) => n.type === ACCOUNT_DELETED)) message = t('accountDeletedByAdmin');
      else if (!result.user_exists) message = t('accountDeleted');
    } catch {
      // Offline or a server hiccup says nothing about the account; try again on the next focus.
      return;
    }
    if (!message || useSession.getState().phone !== phone) return;
    endSession(queryClient);
    toast.error(message, { duration: TOAST_LONG_MS });
    void navigate(paths.login(), { replace: true });
  }, [phone, queryClient, navigate, t]);

  useEffect(() => {
    void check();
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [check]);
}
