// The service worker (issue 18.3), built as /sw.js by vite-service-worker.ts, which fills in the
// build's version and precache list. It makes the app installable and usable offline: the app
// shell (the SPA page and the files the home route and /downloads need) is precached, other built
// files are kept as they are fetched, and artwork is kept up to ARTWORK_MAX_ENTRIES pictures. API
// answers, playlists, segments and keys are never touched (sw-policy.ts). A new build is a new
// worker: it takes over at once and deletes the older shell, so the next load runs the new build.
import { ARTWORK_CACHE, ARTWORK_MAX_ENTRIES, keysOverCap, OFFLINE_PAGE, SHELL_CACHE_PREFIX, staleCaches, strategyFor } from './sw-policy.ts';

// The DOM library has no service-worker types (and the web project cannot also load WebWorker's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: { navigationPreload?: { enable(): Promise<void> } };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const scope = self as unknown as WorkerScope;
/** Replaced at build time with {"version": "...", "precache": [...]} (vite-service-worker.ts). */
const BUILD = JSON.parse('__OTT_SW_BUILD__') as { version: string; precache: string[] };
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${BUILD.version}`;

scope.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // 'reload': the HTTP cache may hold an older index.html.
      await cache.addAll(BUILD.precache.map((url) => new Request(url, { cache: 'reload' })));
      await scope.skipWaiting();
    })(),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), SHELL_CACHE).map((name) => caches.delete(name)));
      await scope.registration.navigationPreload?.enable().catch(() => undefined);
      // No clients.claim(): the page that installed the worker is not taken over mid-visit (its poster
      // frames and the player's requests would suddenly go through the worker, after the click on a
      // slow line). The next navigation (a reload offline included) is the worker's; a newer build's
      // worker takes over pages the older one controls by itself (skipWaiting).
    })(),
  );
});

/** Network first (the server paints pages first); the precached SPA page when there is none. */
async function navigate(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded ?? (await fetch(event.request));
  } catch {
    return (await caches.match(OFFLINE_PAGE, { cacheName: SHELL_CACHE })) ?? Response.error();
  }
}

/** Built files carry their content hash: a copy is always right; unknown ones are kept as fetched. */
async function asset(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    void caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/**
 * Artwork: the copy when there is one, with no request at all (the names carry their content's
 * version, so a copy never goes stale: asking again would only spend the viewer's data), else the
 * network's answer, kept.
 */
async function artwork(request: Request): Promise<Response> {
  const cache = await caches.open(ARTWORK_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    const keys = await cache.keys();
    await Promise.all(keysOverCap(keys, ARTWORK_MAX_ENTRIES).map((key) => cache.delete(key)));
  }
  return response;
}

scope.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, scope.location.origin);
  if (strategy === 'navigation') event.respondWith(navigate(event));
  else if (strategy === 'asset') event.respondWith(asset(event.request));
  else if (strategy === 'artwork') event.respondWith(artwork(event.request));
});
