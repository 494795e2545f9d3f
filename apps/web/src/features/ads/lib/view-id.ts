// One id per playback or page view: the server's dedupe key for ad tracking (contract AdViewId:
// 8-64 letters, digits, - or _).
const ALLOWED = /[^A-Za-z0-9_-]/g;

function randomPart(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `raw` reduced to the AdViewId alphabet and length; null when too little is left. */
export function toAdViewId(raw: string): string | null {
  const cleaned = raw.replace(ALLOWED, '').slice(0, 64);
  return cleaned.length >= 8 ? cleaned : null;
}

/** A fresh view id (a UUID where the browser has one). */
export function newAdViewId(): string {
  return toAdViewId(randomPart()) ?? toAdViewId(`${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`)!;
}
