// What a finance operator can do with one withdrawal: approve or reject one awaiting approval,
// retry a failed payout not yet sent again. Each asks first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees, type AdminWithdrawal } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { useApproveWithdrawal, useRetryPayout } from '../api/withdrawals.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { WithdrawalRejectDialog } from './withdrawal-reject-dialog.tsx';

type Open = 'approve' | 'reject' | 'retry' | null;

export function WithdrawalActions({ withdrawal: w }: { withdrawal: AdminWithdrawal }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<Open>(null);
  const approve = useApproveWithdrawal();
  const retry = useRetryPayout();
  const close = () => setOpen(null);
  const facts = { id: w.id, amount: formatRupees(w.amount), bank: t('wdBank', { bank: w.bank.bank_name, last4: w.bank.last4 }) };
  const canRetry = w.state === 'FAILED' && w.retried_by_id === null;
  return (
    <div className="flex flex-wrap items-center gap-2 empty:hidden">
      {w.state === 'AWAITING_APPROVAL' && (
        <>
          <Button size="sm" aria-label={t('wdApproveLabel', { id: w.id })} onClick={() => setOpen('approve')}>
            {t('wdApprove')}
          </Button>
          <Button size="sm" variant="secondary" aria-label={t('wdRejectLabel', { id: w.id })} onClick={() => setOpen('reject')}>
            {t('wdReject')}
          </Button>
        </>
      )}
      {canRetry && (
        <Button size="sm" variant="secondary" aria-label={t('wdRetryLabel', { id: w.id })} onClick={() => setOpen('retry')}>
          {t('wdRetry')}
        </Button>
      )}
      <ConfirmDialog
        open={open === 'approve'}
        onClose={close}
        title={t('wdApproveTitle')}
        question={t('wdApproveQuestion', facts)}
        mutation={approve}
        variables={w.id}
        labels={{ cancel: t('cancel'), confirm: t('wdApprove'), pending: t('wdApproving') }}
      />
      <ConfirmDialog
        open={open === 'retry'}
        onClose={close}
        title={t('wdRetryTitle')}
        question={t('wdRetryQuestion', facts)}
        mutation={retry}
        variables={w.id}
        labels={{ cancel: t('cancel'), confirm: t('wdRetry'), pending: t('wdRetrying') }}
      />
      {open === 'reject' && <WithdrawalRejectDialog withdrawal={w} open onClose={close} />}
    </div>
  );
}
