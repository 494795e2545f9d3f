// /admin/titles/* (editor): the catalogue's screens under one router entry, loaded as a chunk of
// their own from the console's. The home route's JavaScript names only the console's chunks (its
// preload list), so the catalogue's many shared chunks cost it nothing (issue 13's budget).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner.tsx';
import { RoleGate } from '../components/role-gate.tsx';

const TitlesScreens = lazy(() => import('./titles-screens.tsx'));

function Loading() {
  const { t } = useTranslation('admin');
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Spinner className="size-8" label={t('loadingScreen')} />
    </div>
  );
}

export function Component() {
  return (
    <RoleGate role="editor">
      <Suspense fallback={<Loading />}>
        <TitlesScreens />
      </Suspense>
    </RoleGate>
  );
}
