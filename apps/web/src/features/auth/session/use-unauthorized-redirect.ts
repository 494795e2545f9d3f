// SPEC 4 'Auth': any 401 from the shared client ends the session and sends the user to /login with
// the page they were on, except on the login screen itself (it reports its own failures).
// The 401 may be the first sign that an admin deleted the account (its sessions are revoked), so
// the old session asks the notification check once more and says so (SPEC 8 'Account deleted').
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { checkNotifications } from '@/api/auth/check-notifications.ts';
import { paths } from '@/config/paths.ts';
import { onUnauthorized } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { dropSignedInState } from '../lib/end-session.ts';
import { accountDeletion, announceAccountDeletion } from './account-deletion.ts';

export function useUnauthorizedRedirect() {
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  useEffect(() => {
    const explainDeletion = async (phone: string) => {
      // The httpOnly session cookie still identifies the old session to the server.
      const deletion = await checkNotifications(phone, { skipAuthRedirect: true })
        .then(accountDeletion)
        .catch(() => null);
      if (!deletion) return;
      announceAccountDeletion(t(deletion));
      void navigate(paths.login(), { replace: true });
    };
    const unsubscribe = onUnauthorized(() => {
      const { pathname, search, hash } = window.location;
      const phone = useSession.getState().phone;
      dropSignedInState();
      // Several calls usually fail together; only the first one still had a phone.
      if (phone) void explainDeletion(phone);
      if (pathname === paths.login()) return;
      void navigate(paths.login({ redirect: `${pathname}${search}${hash}` }), { replace: true });
    });
    return () => {
      unsubscribe();
    };
  }, [navigate, t]);
}
