import { useEffect, useRef, type FormEvent } from 'react';
import { AlertCircle, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { FormActions } from '@/ui/form-actions.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { useWithdrawForm, type WithdrawFormInput } from '../hooks/use-withdraw-form.ts';
import { BankAccountSelect } from './bank-account-select.tsx';

/** Mounted only while the modal is open: every opening starts afresh, with a fresh request id. */
export function WithdrawForm({ onAddAccount, ...input }: WithdrawFormInput & { onAddAccount(): void }) {
  const { t } = useTranslation('wallet');
  const form = useWithdrawForm(input);
  const { limits, accounts, balance } = input;
  const formRef = useRef<HTMLFormElement>(null);
  const amountError = form.errorOf('amount');
  const accountError = form.errorOf('bank_account');

  // A refused submission puts the focus on the field to fix.
  useEffect(() => {
    if (amountError || accountError) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [amountError, accountError]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };

  const range = { min: formatRupees(limits.min_amount), max: formatRupees(limits.max_amount) };
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="flex items-baseline justify-between gap-3 rounded-xl bg-surface-2 px-4 py-3 ring-1 ring-white/5">
        <span className="text-sm text-muted">{t('balanceLabel')}</span>
        <span className="text-xl font-bold tabular-nums">{formatRupees(balance)}</span>
      </div>
      <BankAccountSelect accounts={accounts} value={form.bankAccount} onChange={form.setBankAccount} error={accountError} />
      {accounts.length === 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white/5 px-4 py-3 text-sm">
          <span className="text-white/80">{t('noBankAccountsHint')}</span>
          <Button size="sm" variant="secondary" onClick={onAddAccount}>
            <Plus className="size-4" aria-hidden="true" />
            {t('addBankAccount')}
          </Button>
        </div>
      )}
      <InputField
        label={t('amount')}
        type="number"
        inputMode="decimal"
        min={limits.min_amount}
        max={limits.max_amount}
        step="0.01"
        placeholder={t('amountPlaceholder', range)}
        value={form.amount}
        onChange={form.setAmount}
        error={amountError}
        hint={t('remainingToday', { remaining: limits.remaining_today, daily: limits.daily_limit })}
        aria-required="true"
      />
      {form.serverError && (
        <p role="alert" className="flex items-start gap-2 rounded-lg bg-brand/15 px-3 py-2 text-sm text-brand-2 ring-1 ring-brand-2/30">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {form.serverError}
        </p>
      )}
      <FormActions cancelLabel={t('cancel')} onCancel={input.onDone} submitLabel={t('withdraw')} pendingLabel={t('processing')} isPending={form.isSubmitting} />
    </form>
  );
}
