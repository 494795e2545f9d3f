// /admin/plans (finance) and /admin/popup (editor): each screen is a chunk of its own that the
// console loads when an operator opens it, so the home route's JavaScript learns nothing of them.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorRole } from '@ott/contract';
import { Spinner } from '@/ui/spinner.tsx';
import { RoleGate } from '../components/role-gate.tsx';

const PlansScreen = lazy(() => import('./plans-route.tsx'));
const PopupScreen = lazy(() => import('./popup-route.tsx'));

function Loading() {
  const { t } = useTranslation('admin');
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Spinner className="size-8" label={t('loadingScreen')} />
    </div>
  );
}

function Screen({ role, children }: { role: OperatorRole; children: ReactNode }) {
  return (
    <RoleGate role={role}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </RoleGate>
  );
}

export function PlansRoute() {
  return (
    <Screen role="finance">
      <PlansScreen />
    </Screen>
  );
}

export function PopupRoute() {
  return (
    <Screen role="editor">
      <PopupScreen />
    </Screen>
  );
}
