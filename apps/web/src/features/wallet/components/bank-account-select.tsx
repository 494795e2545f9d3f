import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@ott/contract';
import { SelectField } from '@/ui/select-field.tsx';

interface BankAccountSelectProps {
  accounts: BankAccount[];
  value: number | null;
  onChange(id: number | null): void;
  error?: string | null;
}

export function BankAccountSelect({ accounts, value, onChange, error }: BankAccountSelectProps) {
  const { t } = useTranslation('wallet');
  const options = accounts.map((account) => ({
    value: String(account.id),
    label: t(account.is_primary ? 'accountOptionPrimary' : 'accountOption', { bank: account.bank_name, number: account.account_number }),
  }));
  return (
    <SelectField
      label={t('bankAccount')}
      placeholder={t('selectBankAccount')}
      value={value === null ? '' : String(value)}
      options={options}
      onChange={(id) => onChange(id ? Number(id) : null)}
      error={error}
      aria-required="true"
    />
  );
}
