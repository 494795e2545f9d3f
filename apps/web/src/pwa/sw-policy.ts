// What the service worker (service-worker.ts) does with each request (issue 18.3), kept pure so it
// is tested without a browser. It serves the app shell and artwork; it never touches API answers,
// media segments, playlists or keys (those must reach the server: entitlement, fresh tokens).

export type Strategy = 'navigation' | 'asset' | 'artwork' | 'none';

/** Paths served by the server itself, never by the SPA or a cache (web-and-media.ts API_PREFIXES). */
const SERVER_PREFIXES = ['/api/', '/users/', '/devices/', '/dev/', '/sandbox/', '/media/'];
const ARTWORK_PREFIX = '/media/art/';
/** Root files of the build (apps/web/public): icons, the web app manifest, the favicon. */
const ROOT_FILE = /^\/(?:favicon\.svg|manifest\.webmanifest|icons\/[\w.-]+\.png)$/;

/** Pictures kept at most; the oldest go first (Cache API keys keep insertion order). */
export const ARTWORK_MAX_ENTRIES = 200;
/** The SPA page served to navigations when the network is out. */
export const OFFLINE_PAGE = '/index.html';

export interface RequestFacts {
  readonly method: string;
  readonly url: string;
  readonly mode: string;
}

export function strategyFor(request: RequestFacts, origin: string): Strategy {
  if (request.method !== 'GET') return 'none';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'none';
  }
  if (url.origin !== origin) return 'none';
  const path = url.pathname;
  if (path.startsWith(ARTWORK_PREFIX)) return 'artwork';
  if (SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'none';
  if (request.mode === 'navigate') return 'navigation';
  if (path.startsWith('/assets/') || ROOT_FILE.test(path)) return 'asset';
  return 'none';
}

/** Which cached keys to drop so at most `max` remain, oldest first. */
export function keysOverCap<T>(keys: readonly T[], max: number): T[] {
  return keys.length > max ? keys.slice(0, keys.length - max) : [];
}

export const SHELL_CACHE_PREFIX = 'ott-shell-';
export const ARTWORK_CACHE = 'ott-artwork-v1';

/** Caches an activating worker deletes: older shells (the artwork cache outlives builds). */
export function staleCaches(names: readonly string[], currentShell: string): string[] {
  return names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== currentShell);
}
