// A random id for this browser (SPEC 3 'Device' device_id): device registration and the player's
// streams at once (issue 18.1: a new start from the same browser replaces its earlier stream).
import { readCookie } from './storage.ts';

const DEVICE_COOKIE = 'device_id';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * It lives in a cookie, not localStorage, so that the logout wipe of storage (SPEC 4 'Auth') does
 * not make the same browser count as a new device on every sign-in.
 */
export function getDeviceId(): string {
  const existing = readCookie(DEVICE_COOKIE);
  if (existing && existing.length >= 8) return existing;
  const id = `web-${crypto.randomUUID()}`;
  document.cookie = `${DEVICE_COOKIE}=${encodeURIComponent(id)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  return id;
}
