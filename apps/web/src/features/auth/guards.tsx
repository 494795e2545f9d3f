// Route guards (SPEC 2.2). Pages behind RequireAuth need a signed-in user with a complete
// registration; /login is for signed-out visitors only.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { isRegistrationComplete } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { storage } from '@/lib/storage.ts';
import { afterRegistrationTarget, fullPath, signedInTarget } from './lib/redirect.ts';
import { finishSignOut, isSigningOut } from './lib/sign-out-intent.ts';

const SESSION_KEYS = ['token', 'user', 'isAuthenticated', 'phone'] as const;

/** SPEC 2.2: leftovers of a half-stored session (say a token without a user) are dropped. */
function clearStoredSession() {
  if (SESSION_KEYS.some((key) => storage.get(key) !== null)) {
    for (const key of SESSION_KEYS) storage.remove(key);
  }
}

export function RequireAuth({ allowIncomplete = false }: { allowIncomplete?: boolean }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const user = useSession((s) => s.user);

  useEffect(() => {
    if (!isAuthenticated) clearStoredSession();
  }, [isAuthenticated]);

  if (!isAuthenticated) {
    // Logout is already on its way to /login; a redirect back to this page would be wrong.
    if (isSigningOut()) return null;
    return <Navigate to={paths.login({ redirect: fullPath(location) })} replace />;
  }

  const complete = isRegistrationComplete(user);
  if (complete && location.pathname === paths.miniRegister()) {
    // A finished registration has nothing to do here; keep where the user was heading, else home.
    return <Navigate to={afterRegistrationTarget(params.get('redirect'))} replace />;
  }
  if (!complete && !allowIncomplete) {
    return <Navigate to={paths.miniRegister({ redirect: fullPath(location) })} replace />;
  }
  return <Outlet />;
}

export function RequireSignedOut() {
  const [params] = useSearchParams();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const user = useSession((s) => s.user);
  useEffect(() => {
    if (!isAuthenticated) finishSignOut();
  }, [isAuthenticated]);
  if (isAuthenticated) return <Navigate to={signedInTarget(user, params.get('redirect'))} replace />;
  return <Outlet />;
}
