// POST /users/bank-accounts/ (SPEC 7): the four bank fields and the phone. The server checks the
// formats and answers field errors under `errors` (ApiError.fieldError).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AddBankAccountResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { walletKeys } from './query-keys.ts';

export type AddBankAccountResult = z.infer<typeof AddBankAccountResponse>;
export interface BankAccountFields {
  account_holder_name: string;
  account_number: string;
  ifsc_code: string;
  bank_name: string;
}

export function addBankAccount(phone: string, fields: BankAccountFields): Promise<AddBankAccountResult> {
  return api.post<AddBankAccountResult>(API.bankAccounts, { ...fields, phone });
}

export function useAddBankAccount(phone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: BankAccountFields) => addBankAccount(phone, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.bankAccounts(phone) }),
  });
}
