// The local half of logging out (SPEC 4 'Auth'): the store logout clears every key but the theme,
// and cached server data goes with it so the next user never sees the previous user's rows.
import type { QueryClient } from '@tanstack/react-query';
import { APP_RESET_VERSION } from '@ott/contract';
import { useSession } from '@/lib/session.ts';
import { storage } from '@/lib/storage.ts';
import { beginSignOut } from './sign-out-intent.ts';

/** Callers navigate to /login right after. */
export function endSession(queryClient: QueryClient) {
  beginSignOut();
  useSession.getState().clear();
  queryClient.clear();
  // The wipe also took the version stamp; put it back so the next start does not wipe again.
  storage.set('appVersion', APP_RESET_VERSION);
}

/** SPEC 4: a 401 clears the token and the user (the route guard then needs a new sign-in). */
export function dropSignedInState() {
  for (const key of ['token', 'user', 'isAuthenticated', 'phone'] as const) storage.remove(key);
  useSession.setState({ user: null, token: null, phone: null, isAuthenticated: false, isLoading: false });
}
