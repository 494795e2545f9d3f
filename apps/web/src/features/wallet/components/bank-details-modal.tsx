import { BadgeCheck, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import { formatDate } from '../lib/format-date.ts';
import { Badge } from './badge.tsx';

interface BankDetailsModalProps {
  /** The account shown; null keeps the modal closed. */
  account: BankAccount | null;
  isSettingPrimary: boolean;
  onSetPrimary(account: BankAccount): void;
  onClose(): void;
}

/** SPEC 2.18 bank details: the fields, Primary and Verified badges and the added-on date. */
export function BankDetailsModal({ account, isSettingPrimary, onSetPrimary, onClose }: BankDetailsModalProps) {
  const { t } = useTranslation('wallet');
  return (
    <Modal open={account !== null} onClose={onClose} title={t('bankDetailsTitle')} className="max-w-md">
      {account && <BankDetails account={account} isSettingPrimary={isSettingPrimary} onSetPrimary={onSetPrimary} onClose={onClose} />}
    </Modal>
  );
}

function BankDetails({ account, isSettingPrimary, onSetPrimary, onClose }: Omit<BankDetailsModalProps, 'account'> & { account: BankAccount }) {
  const { t, i18n } = useTranslation('wallet');
  const rows = [
    [t('bankName'), account.bank_name],
    [t('accountHolderName'), account.account_holder_name],
    [t('accountNumber'), account.account_number],
    [t('ifscCode'), account.ifsc_code],
  ] as const;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-2">
        {account.is_primary && (
          <Badge tone="gold">
            <Star className="size-3" aria-hidden="true" />
            {t('primary')}
          </Badge>
        )}
        {account.is_verified ? (
          <Badge tone="success">
            <BadgeCheck className="size-3" aria-hidden="true" />
            {t('verified')}
          </Badge>
        ) : (
          <Badge tone="neutral">{t('notVerified')}</Badge>
        )}
      </div>
      <dl className="divide-y divide-white/5 rounded-xl bg-surface-2 px-4 ring-1 ring-white/5">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-4 py-3">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="min-w-0 text-right font-medium break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">{t('addedOn', { date: formatDate(account.created_at, i18n.language) })}</p>
      <div className="flex flex-wrap justify-end gap-3">
        {!account.is_primary && (
          <Button variant="secondary" disabled={isSettingPrimary} onClick={() => onSetPrimary(account)}>
            {isSettingPrimary ? t('settingPrimary') : t('setPrimary')}
          </Button>
        )}
        <Button onClick={onClose}>{t('close', { ns: 'common' })}</Button>
      </div>
    </div>
  );
}
