import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@ott/contract';
import { cn } from '@/ui/cn.ts';

interface BankAccountSelectProps {
  accounts: BankAccount[];
  value: number | null;
  onChange(id: number | null): void;
  error?: string | null;
}

export function BankAccountSelect({ accounts, value, onChange, error }: BankAccountSelectProps) {
  const { t } = useTranslation('wallet');
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-white/80">
        {t('bankAccount')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          'h-11 w-full rounded-lg bg-surface-2 px-3 text-white ring-1 outline-none focus:ring-2 focus:ring-brand-2',
          error ? 'ring-brand-2' : 'ring-white/10',
        )}
      >
        <option value="">{t('selectBankAccount')}</option>
        {accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {t(account.is_primary ? 'accountOptionPrimary' : 'accountOption', { bank: account.bank_name, number: account.account_number })}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-brand-2">
          {error}
        </p>
      )}
    </div>
  );
}
