// Registers /sw.js (issue 18.3) once the page has loaded and the main thread is idle, so it never
// competes with the first paint or the first interaction (the home route's Lighthouse run included).
// Loaded as its own lazy chunk from main.tsx. Browsers re-check /sw.js on navigations; a changed
// build installs and takes over (service-worker.ts), so the next load runs the new build.
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}
