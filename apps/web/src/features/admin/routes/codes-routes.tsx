// /admin/codes, /admin/codes/batches/:id and /admin/bonus-levels (editor, issue 17.4): each screen
// a chunk of its own.
import { lazy } from 'react';
import { LazyScreen } from '../components/lazy-screen.tsx';

const CodesScreen = lazy(() => import('./codes-route.tsx'));
const CodeBatchScreen = lazy(() => import('./code-batch-route.tsx'));
const BonusLevelsScreen = lazy(() => import('./bonus-levels-route.tsx'));

export function CodesRoute() {
  return (
    <LazyScreen role="editor">
      <CodesScreen />
    </LazyScreen>
  );
}

export function CodeBatchRoute() {
  return (
    <LazyScreen role="editor">
      <CodeBatchScreen />
    </LazyScreen>
  );
}

export function BonusLevelsRoute() {
  return (
    <LazyScreen role="editor">
      <BonusLevelsScreen />
    </LazyScreen>
  );
}
