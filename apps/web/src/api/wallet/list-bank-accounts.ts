// GET /users/bank-accounts/?phone= (SPEC 7): a bare list; account numbers arrive masked.
import { queryOptions } from '@tanstack/react-query';
import type { BankAccount } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { walletKeys } from './query-keys.ts';

export function listBankAccounts(phone: string, signal?: AbortSignal): Promise<BankAccount[]> {
  return api.get<BankAccount[]>(API.bankAccounts, { query: { phone }, signal });
}

export const bankAccountsQueryOptions = (phone: string) =>
  queryOptions({ queryKey: walletKeys.bankAccounts(phone), queryFn: ({ signal }) => listBankAccounts(phone, signal), retry: false });
