// SPEC 4 'App version': a stored version other than APP_RESET_VERSION wipes local storage. The
// session survives only when flag, token and user were all present.
import { APP_RESET_VERSION } from '@ott/contract';
import { storage } from '@/lib/storage.ts';
import type { StorageKeyName } from '@/lib/storage.ts';

const KEPT_WITH_SESSION: StorageKeyName[] = ['user', 'token', 'isAuthenticated', 'phone', 'csrfToken', 'hasCompletedRegistration'];

export type VersionResetOutcome = 'current' | 'reset-kept-session' | 'reset-logged-out' | 'reset';

export function applyAppVersionReset(): VersionResetOutcome {
  if (storage.get('appVersion') === APP_RESET_VERSION) return 'current';
  const hadSession =
    storage.get('isAuthenticated') === 'true' && !!storage.get('token') && !!storage.get('user');
  const hadSessionTraces = KEPT_WITH_SESSION.some((key) => storage.get(key) !== null);
  const kept = hadSession ? KEPT_WITH_SESSION.map((key) => [key, storage.get(key)] as const) : [];
  storage.clearAllExceptTheme();
  for (const [key, value] of kept) if (value !== null) storage.set(key, value);
  storage.set('appVersion', APP_RESET_VERSION);
  if (hadSession) return 'reset-kept-session';
  // A first-time visitor has nothing to log out of; only a half-kept session is sent to /login.
  return hadSessionTraces ? 'reset-logged-out' : 'reset';
}
