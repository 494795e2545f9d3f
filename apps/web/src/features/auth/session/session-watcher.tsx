// Mounted once at the router root: the session's background life (SPEC 4 'Auth', 'App version',
// 'Background checks'). Renders nothing.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lazyToast as toast } from '@/lib/toast.ts';
import { paths } from '@/config/paths.ts';
import { sessionWasCorrupted, useSession } from '@/lib/session.ts';
import { storage } from '@/lib/storage.ts';
import { applyAppVersionReset } from '../lib/app-version.ts';
import { useAccountCheck } from './use-account-check.ts';
import { useProfileRefresh } from './use-profile-refresh.ts';
import { useUnauthorizedRedirect } from './use-unauthorized-redirect.ts';
import '../session-i18n.ts';

function useStartupChecks() {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const outcome = applyAppVersionReset();
    const mustSignIn = sessionWasCorrupted || outcome === 'reset-logged-out';
    if (outcome === 'reset-logged-out') useSession.getState().clear();
    if (mustSignIn && window.location.pathname !== paths.login()) void navigate(paths.login(), { replace: true });
  }, [navigate]);
}

/** SPEC 4 'Auth': the welcome-back message stored at sign-in is shown once on the next screen. */
function useLoginMessage() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === paths.login()) return;
    const message = storage.get('loginMessage');
    if (!message) return;
    storage.remove('loginMessage');
    storage.remove('loginSuccess');
    toast.success(message);
  }, [pathname]);
}

export function SessionWatcher() {
  useStartupChecks();
  useUnauthorizedRedirect();
  useAccountCheck();
  useProfileRefresh();
  useLoginMessage();
  return null;
}
