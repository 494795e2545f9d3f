import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles.css';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';

// In a transition, React renders the first screen in short slices instead of one long task (issue
// 13: total blocking time at 4x CPU); the server's static first paint stays until it commits.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});

// Issue 18.3: the installable app's service worker, registered after load when the page is idle
// (its code is a lazy chunk, so the home route's JavaScript does not grow).
function whenIdleAfterLoad(run: () => void) {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 2000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
whenIdleAfterLoad(() => void import('./pwa/register-service-worker.ts').then((module) => module.registerServiceWorker()));
