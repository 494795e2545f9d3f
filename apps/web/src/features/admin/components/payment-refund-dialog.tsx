// The refund dialog (issue 17.2): full or part in rupees, a reason, then confirm. One idempotency
// key per opening of the dialog, so a double click or a retried submit is the same refund; the
// server's answer (success or refusal) is what the operator reads.
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { paiseToRupeesFixed, RefundBody, rupeeTextToPaise } from '@ott/contract';
import { InputField } from '@/ui/input-field.tsx';
import { useRefundOrder } from '../api/payments.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { ViewerFormDialog } from './viewer-form-dialog.tsx';

const newKey = () => `console-${crypto.randomUUID()}`;

export function PaymentRefundDialog({ orderId, refundable, open, onClose }: { orderId: number; refundable: number; open: boolean; onClose(): void }) {
  const { t } = useTranslation('admin');
  const refund = useRefundOrder(orderId);
  const [key, setKey] = useState(newKey);
  const [amount, setAmount] = useState(() => paiseToRupeesFixed(refundable));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});
  const left = paiseToRupeesFixed(refundable);
  const paise = rupeeTextToPaise(amount);
  const close = () => {
    refund.reset();
    setReason('');
    setAmount(paiseToRupeesFixed(refundable));
    setProblems({});
    setKey(newKey());
    onClose();
  };
  const submit = () => {
    const found: { amount?: string; reason?: string } = {};
    if (paise === null || paise <= 0) found.amount = t('payAmountInvalid');
    else if (paise > refundable) found.amount = t('refundAmountTooBig', { left });
    const parsed = RefundBody.safeParse({ reason, idempotency_key: key, ...(paise !== null && paise !== refundable ? { amount_paise: paise } : {}) });
    if (!parsed.success) for (const issue of parsed.error.issues) if (issue.path[0] === 'reason') found.reason ??= translateMessage(t, issue.message);
    setProblems(found);
    if (found.amount || found.reason || !parsed.success) return;
    refund.mutate(parsed.data, {
      onSuccess: (result) => {
        if (result.refund.status === 'failed') toast.error(translateMessage(t, result.message));
        else toast.success(translateMessage(t, result.message));
        close();
      },
    });
  };
  return (
    <ViewerFormDialog
      open={open}
      onClose={close}
      onSubmit={submit}
      title={t('refundTitle')}
      intro={t('refundIntro', { left })}
      isPending={refund.isPending}
      error={refund.isError ? errorMessage(t, refund.error) : null}
      labels={{ cancel: t('cancel'), confirm: t('refundConfirm', { amount: paise === null ? '—' : paiseToRupeesFixed(paise) }), pending: t('refundPending') }}
    >
      <InputField label={t('refundAmount')} hint={t('refundAmountHint')} value={amount} onChange={setAmount} inputMode="decimal" required error={problems.amount} />
      <InputField label={t('refundReason')} value={reason} onChange={setReason} maxLength={500} required error={problems.reason} />
    </ViewerFormDialog>
  );
}
