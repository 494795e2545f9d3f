// SPEC 4 'Auth': any 401 from the shared client ends the session and sends the user to /login with
// the page they were on, except on the login screen itself (it reports its own failures).
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { onUnauthorized } from '@/lib/api-client.ts';
import { dropSignedInState } from '../lib/end-session.ts';

export function useUnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const unsubscribe = onUnauthorized(() => {
      const { pathname, search, hash } = window.location;
      dropSignedInState();
      // Several calls usually fail together; only the first one navigates.
      if (pathname === paths.login()) return;
      void navigate(paths.login({ redirect: `${pathname}${search}${hash}` }), { replace: true });
    });
    return () => {
      unsubscribe();
    };
  }, [navigate]);
}
