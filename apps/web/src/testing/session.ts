// Test-only: the session a test starts from, and the reset between tests.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { User } from '@ott/contract';
import { useSession } from '@/lib/session.ts';
import { makeUser } from './fixtures.ts';

/** Signs in as the app does: through the store, which writes the localStorage keys (SPEC 3). */
export function signIn(user: User = makeUser(), { token = 'tok-1', csrfToken = 'csrf-1' } = {}) {
  useSession.getState().signIn({ user, token, csrfToken });
}

/** Only the store says signed in; nothing is stored, so requests carry no token. */
export function setSignedIn(user: User = makeUser()) {
  useSession.setState({ user, token: 'tok-1', phone: user.phone, isAuthenticated: true, isLoading: false });
}

export function setSignedOut() {
  useSession.setState({ user: null, token: null, phone: null, isAuthenticated: false, isLoading: false });
}

/** Unmounts what was rendered and forgets the session, stored and in the store. */
export function resetAll() {
  cleanup();
  localStorage.clear();
  setSignedOut();
}

/** For a describe block: each test starts from empty storage, signed in as `user()` when given, and
 * leaves nothing behind (rendered trees, stubbed globals such as fetch). */
export function freshSessionPerTest(user?: () => User) {
  beforeEach(() => {
    resetAll();
    if (user) signIn(user());
  });
  afterEach(() => {
    resetAll();
    vi.unstubAllGlobals();
  });
}
