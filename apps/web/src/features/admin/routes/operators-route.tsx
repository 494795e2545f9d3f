// /admin/operators (admin): every operator with their roles, the grant form and role removal.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { operatorsQueryOptions } from '../api/operators.ts';
import { GrantRoleForm } from '../components/grant-role-form.tsx';
import { OperatorCard } from '../components/operator-card.tsx';
import { RevokeRoleDialog, type RevokeTarget } from '../components/revoke-role-dialog.tsx';
import { RoleGate } from '../components/role-gate.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { useConsoleOperator } from '../hooks/use-console-operator.ts';

function OperatorsScreen() {
  const { t } = useTranslation('admin');
  const me = useConsoleOperator();
  const operators = useQuery(operatorsQueryOptions());
  const [revoking, setRevoking] = useState<RevokeTarget | null>(null);
  return (
    <>
      <ScreenHeading title={t('operatorsTitle')} intro={t('operatorsIntro')} />
      <GrantRoleForm />
      <section aria-labelledby="operators-list" className="mt-8">
        <h2 id="operators-list" className="mb-4 text-lg font-semibold">
          {t('operatorsList')}
        </h2>
        {operators.isPending && <Skeleton className="h-32 rounded-2xl" />}
        {operators.isError && <LoadError message={t('loadFailed')} onRetry={() => void operators.refetch()} isRetrying={operators.isFetching} />}
        {operators.data?.length === 0 && <p className="text-muted">{t('noOperators')}</p>}
        {operators.data && operators.data.length > 0 && (
          <ul className="grid gap-4 lg:grid-cols-2" aria-busy={operators.isFetching || undefined}>
            {operators.data.map((operator) => (
              <OperatorCard key={operator.id} operator={operator} isSelf={operator.id === me.id} onRevoke={setRevoking} />
            ))}
          </ul>
        )}
      </section>
      <RevokeRoleDialog target={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

export function Component() {
  return (
    <RoleGate role="admin">
      <OperatorsScreen />
    </RoleGate>
  );
}
