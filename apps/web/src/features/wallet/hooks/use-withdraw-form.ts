// The withdrawal form: SPEC 5 checks before sending, then the server's answer (SPEC 8: its
// `error` field, else 'Failed to process withdrawal'). Each distinct submission (account and
// amount) gets one idempotency key, kept for retries of it: a retry after a lost answer or a
// double tap is the same withdrawal on the server, never a second one.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { BankAccount, WithdrawalLimits } from '@ott/contract';
import { useRequestWithdrawal, withdrawalErrorText } from '@/api/wallet/request-withdrawal.ts';
import { defaultAccountId } from '../lib/account-label.ts';
import { newRequestId } from '../lib/request-id.ts';
import { checkWithdrawalForm } from '../lib/withdrawal-form.ts';

export interface WithdrawFormInput {
  phone: string;
  balance: number;
  limits: WithdrawalLimits;
  accounts: BankAccount[];
  onDone(): void;
}

type FieldError = { field: 'bank_account' | 'amount'; message: string } | null;

export function useWithdrawForm({ phone, balance, limits, accounts, onDone }: WithdrawFormInput) {
  const { t } = useTranslation('wallet');
  const [bankAccount, setBankAccount] = useState<number | null>(() => defaultAccountId(accounts));
  const [isAccountChosen, setAccountChosen] = useState(false);
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<FieldError>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const withdraw = useRequestWithdrawal(phone);
  const submission = useRef<{ key: string; requestId: string } | null>(null);

  // Accounts that arrive after the modal opened still preselect the primary one.
  useEffect(() => {
    if (!isAccountChosen && bankAccount === null) setBankAccount(defaultAccountId(accounts));
  }, [accounts, bankAccount, isAccountChosen]);

  const requestIdFor = (key: string) => {
    if (submission.current?.key !== key) submission.current = { key, requestId: newRequestId() };
    return submission.current.requestId;
  };

  const submit = () => {
    if (withdraw.isPending) return;
    setServerError(null);
    const check = checkWithdrawalForm(
      { bankAccount, amountText: amount, limits, balanceRupees: balance },
      {
        bankAccountRequired: t('bankAccountRequired'),
        amountRequired: t('amountRequired'),
        invalidAmount: t('invalidAmount'),
        min: t('minWithdrawal'),
        max: t('maxWithdrawal'),
        daily: t('dailyWithdrawalLimit'),
        insufficientBalance: t('insufficientBalance'),
      },
    );
    if (!check.ok) {
      setFieldError({ field: check.field, message: check.message });
      return;
    }
    setFieldError(null);
    const requestId = requestIdFor(`${check.bankAccount}:${check.amountPaise}`);
    withdraw.mutate(
      { bank_account: check.bankAccount, amount: check.amountRupees, request_id: requestId },
      {
        onSuccess: (result) => {
          toast.success(result.message || t('withdrawalRequested'));
          onDone();
        },
        onError: (error) => setServerError(withdrawalErrorText(error) ?? t('withdrawalFailed')),
      },
    );
  };

  return {
    bankAccount,
    setBankAccount: (id: number | null) => {
      setAccountChosen(true);
      setBankAccount(id);
      if (fieldError?.field === 'bank_account') setFieldError(null);
    },
    amount,
    setAmount: (value: string) => {
      setAmount(value);
      if (fieldError?.field === 'amount') setFieldError(null);
    },
    errorOf: (field: 'bank_account' | 'amount') => (fieldError?.field === field ? fieldError.message : null),
    serverError,
    isSubmitting: withdraw.isPending,
    submit,
  };
}
