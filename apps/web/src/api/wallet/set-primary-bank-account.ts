// POST /users/bank-accounts/{id}/set-primary/ {phone} (SPEC 7); the list reloads afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { walletKeys } from './query-keys.ts';

export function setPrimaryBankAccount(phone: string, id: number): Promise<{ status: string; message?: string }> {
  return api.post(API.setPrimaryBankAccount(id), { phone });
}

export function useSetPrimaryBankAccount(phone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => setPrimaryBankAccount(phone, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.bankAccounts(phone) }),
  });
}
