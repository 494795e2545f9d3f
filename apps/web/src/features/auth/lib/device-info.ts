// What POST /devices/ needs to know about this browser (SPEC 3 'Device').
import { APP_VERSION_LABEL, parseUserAgent } from '@ott/contract';
import { readCookie } from '@/lib/storage.ts';
import type { RegisterDeviceInput } from '@/api/auth/register-device.ts';

const DEVICE_COOKIE = 'device_id';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A random id for this browser. It lives in a cookie, not localStorage, so that the logout wipe of
 * storage (SPEC 4 'Auth') does not make the same browser count as a new device on every sign-in.
 */
export function getDeviceId(): string {
  const existing = readCookie(DEVICE_COOKIE);
  if (existing && existing.length >= 8) return existing;
  const id = `web-${crypto.randomUUID()}`;
  document.cookie = `${DEVICE_COOKIE}=${encodeURIComponent(id)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  return id;
}

const UNKNOWN = { name: 'Unknown', version: '' };

export function describeDevice(ua: string = navigator.userAgent): RegisterDeviceInput {
  // The contract's reading of a user agent, which the server's session list uses too (issue 16.7).
  const parsed = parseUserAgent(ua);
  const browser = parsed.browser ?? UNKNOWN;
  const os = parsed.os ?? UNKNOWN;
  const isMobile = /Mobi|Android|iPhone|iPad/.test(ua);
  return {
    device_type: 'web',
    device_name: `${browser.name} on ${os.name}`,
    device_id: getDeviceId(),
    device_model: `${browser.name}${browser.version ? ` ${browser.version}` : ''}${isMobile ? ' (mobile)' : ''}`,
    os_version: os.version ? `${os.name} ${os.version}` : os.name,
    app_version: APP_VERSION_LABEL,
  };
}
