// The toast outlet, loaded after the first paint (sonner is about 9 KB of the home page's JS on the
// wire otherwise). Sonner hands a Toaster that subscribes late every toast still showing, so a toast
// raised before this mounts appears when it does; the home page's own toasts go through lib/toast.ts,
// which loads it at once.
import { lazy, Suspense, useEffect, useState } from 'react';

const AppToaster = lazy(() => import('./app-toaster.tsx').then((m) => ({ default: m.AppToaster })));

const whenIdle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1_500);
  return () => clearTimeout(id);
};

export function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => (ready ? undefined : whenIdle(() => setReady(true))), [ready]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
