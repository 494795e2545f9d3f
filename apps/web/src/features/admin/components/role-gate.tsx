import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorRole } from '@ott/contract';
import { useConsoleOperator } from '../hooks/use-console-operator.ts';
import { hasRole } from '../lib/roles.ts';
import { ConsoleNotice } from './console-notice.tsx';

/** The screen for operators with `role` (admin passes); others, who reach it by its address, are told why not. */
export function RoleGate({ role, children }: { role: OperatorRole; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { roles } = useConsoleOperator();
  if (hasRole(roles, role)) return children;
  return (
    <ConsoleNotice title={role === 'admin' ? t('needsAdminTitle') : t('needsRoleTitle')}>
      <p className="text-white/70">
        {role === 'admin'
          ? t('needsAdminBody', { roles: roles.map((r) => t(`role_${r}`)).join(', ') })
          : t('needsRoleBody', { role: t(`role_${role}`), roles: roles.map((r) => t(`role_${r}`)).join(', ') })}
      </p>
    </ConsoleNotice>
  );
}
