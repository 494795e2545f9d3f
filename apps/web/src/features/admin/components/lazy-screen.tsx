// A console screen that is a chunk of its own: the role check first, then a spinner while the chunk
// loads. The console loads each screen when an operator opens it, so the home route's JavaScript
// learns nothing of them (issue 13's budget).
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorRole } from '@ott/contract';
import { Spinner } from '@/ui/spinner.tsx';
import { RoleGate } from './role-gate.tsx';

function Loading() {
  const { t } = useTranslation('admin');
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Spinner className="size-8" label={t('loadingScreen')} />
    </div>
  );
}

export function LazyScreen({ role, children }: { role: OperatorRole; children: ReactNode }) {
  return (
    <RoleGate role={role}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </RoleGate>
  );
}
