import { useTranslation } from 'react-i18next';
import type { BankAccount, WithdrawalLimits } from '@ott/contract';
import { Modal } from '@/ui/modal.tsx';
import { WithdrawForm } from './withdraw-form.tsx';

interface WithdrawModalProps {
  open: boolean;
  phone: string;
  balance: number;
  /** Refreshed just before the modal opened (or the SPEC 8 defaults). */
  limits: WithdrawalLimits;
  accounts: BankAccount[];
  onAddAccount(): void;
  onClose(): void;
}

/** SPEC 2.18 / 5 'Withdrawal': bank account, amount within the limits, the server's answer. */
export function WithdrawModal({ open, onClose, ...form }: WithdrawModalProps) {
  const { t } = useTranslation('wallet');
  return (
    <Modal open={open} onClose={onClose} title={t('withdrawTitle')} className="max-w-md">
      <WithdrawForm {...form} onDone={onClose} />
    </Modal>
  );
}
