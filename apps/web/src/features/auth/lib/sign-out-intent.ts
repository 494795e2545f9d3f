// An intentional sign-out (Logout, account deleted) goes to plain /login. Without this note the
// protected page being left would see the session vanish first and send the user to
// /login?redirect=<that page>, so the next person to sign in on this browser would land there.
const WINDOW_MS = 2000;
let startedAt = -Infinity;

export function beginSignOut() {
  startedAt = Date.now();
}

export function isSigningOut(): boolean {
  return Date.now() - startedAt < WINDOW_MS;
}

export function finishSignOut() {
  startedAt = -Infinity;
}
