// Confirms a revoke; the server's refusal (say, an admin from the settings) shows in the dialog.
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import type { OperatorRole } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import { useRevokeRole } from '../api/operators.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';

export interface RevokeTarget {
  userId: number;
  phone: string;
  role: OperatorRole;
}

export function RevokeRoleDialog({ target, onClose }: { target: RevokeTarget | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  const revoke = useRevokeRole();
  const close = () => {
    if (revoke.isPending) return;
    revoke.reset();
    onClose();
  };
  const confirm = () => {
    if (!target || revoke.isPending) return;
    revoke.mutate(target, {
      onSuccess: (result) => {
        toast.success(translateMessage(t, result.message));
        revoke.reset();
        onClose();
      },
    });
  };
  const role = target ? t(`role_${target.role}`) : '';
  return (
    <Modal open={target !== null} onClose={close} title={t('revokeTitle')}>
      <p className="text-white/85">{t('revokeConfirm', { role, phone: target?.phone ?? '' })}</p>
      {revoke.isError && (
        <p role="alert" className="mt-3 text-sm text-brand-2">
          {errorMessage(t, revoke.error)}
        </p>
      )}
      <div className="flex justify-end gap-3 pt-5">
        <Button variant="ghost" onClick={close} disabled={revoke.isPending}>
          {t('cancel')}
        </Button>
        <Button onClick={confirm} disabled={revoke.isPending} aria-busy={revoke.isPending || undefined}>
          {revoke.isPending ? t('revoking') : t('revoke')}
        </Button>
      </div>
    </Modal>
  );
}
