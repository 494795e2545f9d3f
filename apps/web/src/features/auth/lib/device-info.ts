// What POST /devices/ needs to know about this browser (SPEC 3 'Device').
import { APP_VERSION_LABEL } from '@ott/contract';
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

const BROWSERS: [RegExp, string][] = [
  [/Edg\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android ([\d.]+)/, 'Android'],
  [/(?:iPhone|CPU) OS ([\d_]+)/, 'iOS'],
  [/Windows NT ([\d.]+)/, 'Windows'],
  [/Mac OS X ([\d_]+)/, 'macOS'],
  [/CrOS \S+ ([\d.]+)/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

function match(ua: string, table: [RegExp, string][]): { name: string; version: string } {
  for (const [re, name] of table) {
    const m = ua.match(re);
    if (m) return { name, version: (m[1] ?? '').replace(/_/g, '.') };
  }
  return { name: 'Unknown', version: '' };
}

export function describeDevice(ua: string = navigator.userAgent): RegisterDeviceInput {
  const browser = match(ua, BROWSERS);
  const os = match(ua, SYSTEMS);
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
