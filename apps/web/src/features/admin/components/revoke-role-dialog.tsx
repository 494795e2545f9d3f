// Confirms a revoke; the server's refusal (say, an admin from the settings) shows in the dialog.
import { useTranslation } from 'react-i18next';
import type { OperatorRole } from '@ott/contract';
import { useRevokeRole } from '../api/operators.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface RevokeTarget {
  userId: number;
  phone: string;
  role: OperatorRole;
}

export function RevokeRoleDialog({ target, onClose }: { target: RevokeTarget | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  const role = target ? t(`role_${target.role}`) : '';
  return (
    <ConfirmDialog
      open={target !== null}
      onClose={onClose}
      title={t('revokeTitle')}
      question={t('revokeConfirm', { role, phone: target?.phone ?? '' })}
      mutation={useRevokeRole()}
      variables={target as RevokeTarget}
      labels={{ cancel: t('cancel'), confirm: t('revoke'), pending: t('revoking') }}
    />
  );
}
