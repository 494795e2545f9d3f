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
