// Reject needs a reason (issue 17.3): checked with the contract's schema before it is sent, so the
// words are the server's own; the amount goes back to the viewer's wallet.
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { formatRupees, RejectWithdrawalBody, type AdminWithdrawal } from '@ott/contract';
import { InputField } from '@/ui/input-field.tsx';
import { useRejectWithdrawal } from '../api/withdrawals.ts';
import { runWrite } from '../lib/run-write.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { ViewerFormDialog } from './viewer-form-dialog.tsx';

export function WithdrawalRejectDialog({
  withdrawal,
  open,
  onClose,
}: {
  withdrawal: AdminWithdrawal;
  open: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const reject = useRejectWithdrawal();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    reject.reset();
    setReason('');
    setProblem(null);
    onClose();
  };
  const submit = () => {
    const parsed = RejectWithdrawalBody.safeParse({ reason });
    if (!parsed.success) {
      setProblem(translateMessage(t, parsed.error.issues[0]?.message));
      return;
    }
    setProblem(null);
    runWrite(reject, { id: withdrawal.id, reason: parsed.data.reason }, (result) => {
      toast.success(translateMessage(t, result.message));
      close();
    });
  };
  return (
    <ViewerFormDialog
      open={open}
      onClose={close}
      onSubmit={submit}
      title={t('wdRejectTitle')}
      intro={t('wdRejectQuestion', { id: withdrawal.id, amount: formatRupees(withdrawal.amount) })}
      isPending={reject.isPending}
      error={reject.isError ? errorMessage(t, reject.error) : null}
      labels={{ cancel: t('cancel'), confirm: t('wdReject'), pending: t('wdRejecting') }}
    >
      <InputField
        label={t('wdRejectReasonLabel')}
        value={reason}
        onChange={setReason}
        maxLength={200}
        required
        error={problem}
        hint={t('wdRejectReasonHint')}
      />
    </ViewerFormDialog>
  );
}
