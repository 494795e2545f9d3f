// /admin/categories, /admin/hero and /admin/live (editor): each screen is a chunk of its own that the console
// loads when an editor opens it, so the home route's JavaScript learns nothing of them (issue 13's
// budget; see titles-route.tsx).
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner.tsx';
import { RoleGate } from '../components/role-gate.tsx';

const CategoriesScreen = lazy(() => import('./categories-route.tsx'));
const HeroScreen = lazy(() => import('./hero-route.tsx'));
const LiveStreamsScreen = lazy(() => import('./live-streams-route.tsx'));

function Loading() {
  const { t } = useTranslation('admin');
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Spinner className="size-8" label={t('loadingScreen')} />
    </div>
  );
}

function EditorScreen({ children }: { children: ReactNode }) {
  return (
    <RoleGate role="editor">
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </RoleGate>
  );
}

export function CategoriesRoute() {
  return (
    <EditorScreen>
      <CategoriesScreen />
    </EditorScreen>
  );
}

export function HeroRoute() {
  return (
    <EditorScreen>
      <HeroScreen />
    </EditorScreen>
  );
}

export function LiveStreamsRoute() {
  return (
    <EditorScreen>
      <LiveStreamsScreen />
    </EditorScreen>
  );
}
