import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { BankAccount } from '@ott/contract';
import { useSetPrimaryBankAccount } from '@/api/wallet/set-primary-bank-account.ts';
import { ApiError } from '@/lib/api-client.ts';

/** Set Primary with its toasts; the list reloads on success (api/wallet/set-primary-bank-account.ts). */
export function useSetPrimary(phone: string) {
  const { t } = useTranslation('wallet');
  const mutation = useSetPrimaryBankAccount(phone);
  const setPrimary = (account: BankAccount) => {
    if (mutation.isPending) return;
    mutation.mutate(account.id, {
      onSuccess: () => toast.success(t('primaryAccountSet')),
      onError: (error) => {
        const serverMessage = error instanceof ApiError && error.status !== 404 ? error.serverMessage : null;
        toast.error(serverMessage ?? t('setPrimaryFailed'));
      },
    });
  };
  return { setPrimary, settingPrimaryId: mutation.isPending ? (mutation.variables ?? null) : null };
}
