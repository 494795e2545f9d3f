// How a signed-in session is shown (issue 16.7): a readable name, an icon family and a partly
// hidden address, from what the server knows (registered device, user agent, client address).

export const DEVICE_KINDS = ['mobile', 'tablet', 'desktop', 'tv'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** The icon family for a registered device_type (SPEC 2.15); the web app registers 'web' (desktop). */
export function deviceKind(deviceType: string): DeviceKind {
  const type = deviceType.toLowerCase();
  if (/tablet|ipad/.test(type)) return 'tablet';
  if (/tv/.test(type)) return 'tv';
  if (/mobile|phone|android|ios/.test(type)) return 'mobile';
  return 'desktop';
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrom(?:e|ium)|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android ([\d.]+)/, 'Android'],
  [/Android/, 'Android'],
  [/(?:iPhone|CPU) OS ([\d_]+)/, 'iOS'],
  [/iPad|iPhone/, 'iOS'],
  [/Windows NT ([\d.]+)/, 'Windows'],
  [/Mac OS X ([\d_]+)/, 'macOS'],
  [/CrOS \S+ ([\d.]+)/, 'ChromeOS'],
  [/Tizen|Web0S|webOS/, 'Smart TV'],
  [/Linux/, 'Linux'],
];

function lookUp(userAgent: string, table: [RegExp, string][]): { name: string; version: string } | null {
  for (const [pattern, name] of table) {
    const found = pattern.exec(userAgent);
    if (found) return { name, version: (found[1] ?? '').replace(/_/g, '.') };
  }
  return null;
}

export interface UserAgentSummary {
  browser: { name: string; version: string } | null;
  os: { name: string; version: string } | null;
  kind: DeviceKind;
}

/** Browser, system and icon family of a User-Agent header; unknown parts are null. */
export function parseUserAgent(userAgent: string | null | undefined): UserAgentSummary {
  const ua = userAgent ?? '';
  return { browser: lookUp(ua, BROWSERS), os: lookUp(ua, SYSTEMS), kind: userAgentKind(ua) };
}

function userAgentKind(ua: string): DeviceKind {
  if (/smart-?tv|tizen|web0s|webos|hbbtv|appletv|googletv|crkey|bravia/i.test(ua) || /\bAFT[A-Z]/.test(ua)) return 'tv';
  if (/iPad|Tablet/i.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua))) return 'tablet';
  if (/Mobi|iPhone|Android/.test(ua)) return 'mobile';
  return 'desktop';
}

/** 'Chrome on Android', 'Safari', 'iOS'; null when the header names neither. */
export function userAgentName(userAgent: string | null | undefined): string | null {
  const { browser, os } = parseUserAgent(userAgent);
  if (browser && os) return `${browser.name} on ${os.name}`;
  return browser?.name ?? os?.name ?? null;
}

/**
 * A session's icon family: a registered device's own type when it says more than the web app's
 * generic 'web', else what its user agent says.
 */
export function sessionDeviceKind(deviceType: string | null | undefined, userAgent: string | null | undefined): DeviceKind {
  if (deviceType && deviceType.toLowerCase() !== 'web') return deviceKind(deviceType);
  return parseUserAgent(userAgent).kind;
}

/**
 * Enough of a client address to recognise a network, not to locate a person: '49.205.x.x';
 * IPv6 keeps its first two groups ('2401:4900:x:x:x:x:x:x'). Anything unreadable gives ''.
 */
export function maskIpAddress(ip: string | null | undefined): string {
  const address = (ip ?? '').trim().replace(/^::ffff:(?=\d+\.)/i, '');
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.x.x`;
  if (!address.includes(':') || !/^[\da-f:]+$/i.test(address)) return '';
  const halves = address.split('::');
  if (halves.length > 2) return '';
  const [head = '', tail = ''] = halves;
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const missing = halves.length === 2 ? 8 - front.length - back.length : 0;
  if (missing < 0) return '';
  const groups = [...front, ...Array<string>(missing).fill('0'), ...back];
  if (groups.length !== 8 || groups.some((group) => group.length === 0 || group.length > 4)) return '';
  return [groups[0], groups[1], 'x', 'x', 'x', 'x', 'x', 'x'].join(':');
}
