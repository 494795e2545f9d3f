// Client session state (SPEC 3 'Client state'), mirrored to the spec's localStorage keys.
import { create } from 'zustand';
import type { User } from '@ott/contract';
import { isSubscriptionActive } from '@ott/contract';
import { storage } from './storage.ts';

interface SessionState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  phone: string | null;
  /** True while the profile is being (re)loaded; the header then treats the user as subscribed. */
  isLoading: boolean;
  signIn(input: { user: User; token: string; csrfToken: string }): void;
  setUser(user: User): void;
  setLoading(isLoading: boolean): void;
  /** Clears everything but the theme (SPEC 4 'Auth'). */
  clear(): void;
}

function readStoredUser(): User | null {
  const raw = storage.get('user');
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as User;
    return parsed && typeof parsed === 'object' && typeof parsed.phone === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** SPEC 2.2: authenticated = flag, token, phone and a stored user; a corrupted user clears all. */
function initialState() {
  const user = readStoredUser();
  const token = storage.get('token');
  const phone = storage.get('phone');
  const flag = storage.get('isAuthenticated') === 'true';
  const corrupted = storage.get('user') !== null && user === null;
  if (corrupted) storage.clearAllExceptTheme();
  const isAuthenticated = !corrupted && flag && !!token && !!phone && !!user;
  return {
    user: isAuthenticated ? user : null,
    token: isAuthenticated ? token : null,
    phone: isAuthenticated ? phone : null,
    isAuthenticated,
    corrupted,
  };
}

const initial = initialState();
export const sessionWasCorrupted = initial.corrupted;

export const useSession = create<SessionState>((set) => ({
  user: initial.user,
  token: initial.token,
  phone: initial.phone,
  isAuthenticated: initial.isAuthenticated,
  isLoading: false,
  signIn({ user, token, csrfToken }) {
    storage.set('user', JSON.stringify(user));
    storage.set('token', token);
    storage.set('phone', user.phone);
    storage.set('csrfToken', csrfToken);
    storage.set('isAuthenticated', 'true');
    set({ user, token, phone: user.phone, isAuthenticated: true });
  },
  setUser(user) {
    storage.set('user', JSON.stringify(user));
    set({ user });
  },
  setLoading(isLoading) {
    set({ isLoading });
  },
  clear() {
    storage.clearAllExceptTheme();
    set({ user: null, token: null, phone: null, isAuthenticated: false, isLoading: false });
  },
}));

export function useIsSubscribed(): boolean {
  return useSession((s) => s.isLoading || isSubscriptionActive(s.user));
}
