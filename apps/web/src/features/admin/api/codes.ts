// The console's subscription codes and referral bonus levels (issue 17.4, editor role).
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminBonusLevelsResponse,
  CodeBatchResponse,
  CodeRedemptionsResponse,
  CodesResponse,
  CodeSwitchResponse,
  CreateCodesBody,
  CreateCodesResponse,
  UpdateBonusLevelsBody,
  UpdateBonusLevelsResponse,
} from '@ott/contract';
import { API } from '@ott/contract';
import { api, apiRequest } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** The list's filters as the URL holds them ('' when unset). */
export interface CodeFilterValues {
  q: string;
  plan: string;
  status: string;
  batch: string;
}

const filterQuery = (f: CodeFilterValues) => ({
  q: f.q,
  plan: f.plan,
  status: f.status,
  batch: f.batch,
});

export const codeKeys = {
  all: [...adminKeys.all, 'codes'] as const,
  list: (f: CodeFilterValues) => [...adminKeys.all, 'codes', 'list', f] as const,
  batch: (id: string) => [...adminKeys.all, 'codes', 'batch', id] as const,
  redemptions: (id: number) => [...adminKeys.all, 'codes', 'redemptions', id] as const,
  bonusLevels: [...adminKeys.all, 'bonus-levels'] as const,
};

export const codesQueryOptions = (filters: CodeFilterValues) =>
  infiniteQueryOptions({
    queryKey: codeKeys.list(filters),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<CodesResponse>(API.adminCodes, {
        query: { ...filterQuery(filters), cursor: pageParam || undefined },
        signal,
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** The CSV of the filtered list (a same-origin link: the session cookie signs it). */
export function codesCsvHref(filters: Partial<CodeFilterValues>): string {
  const params = new URLSearchParams(
    Object.entries(filters).filter(([, v]) => v) as [string, string][],
  );
  const query = params.toString();
  return query ? `${API.adminCodesExport}?${query}` : API.adminCodesExport;
}

export const codeBatchQueryOptions = (id: string) =>
  queryOptions({
    queryKey: codeKeys.batch(id),
    queryFn: ({ signal }) => api.get<CodeBatchResponse>(API.adminCodeBatch(id), { signal }),
  });

/** A code's redemptions, newest first, a page of REDEMPTIONS_SHOWN at a time. */
export const codeRedemptionsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: codeKeys.redemptions(id),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<CodeRedemptionsResponse>(API.adminCodeRedemptions(id), {
        query: { cursor: pageParam || undefined },
        signal,
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export const bonusLevelsQueryOptions = () =>
  queryOptions({
    queryKey: codeKeys.bonusLevels,
    queryFn: ({ signal }) => api.get<AdminBonusLevelsResponse>(API.adminBonusLevels, { signal }),
  });

function useCodesChange<TInput, TResult>(send: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: codeKeys.all }),
  });
}

export const useCreateCodes = () =>
  useCodesChange((body: CreateCodesBody) => api.post<CreateCodesResponse>(API.adminCodes, body));

/** Disable or enable one code (`kind` 'code') or a whole batch. */
export const useSwitchCodes = () =>
  useCodesChange(
    ({ kind, id, active }: { kind: 'code' | 'batch'; id: number; active: boolean }) => {
      const url =
        kind === 'code'
          ? active
            ? API.adminCodeEnable(id)
            : API.adminCodeDisable(id)
          : active
            ? API.adminCodeBatchEnable(id)
            : API.adminCodeBatchDisable(id);
      return api.post<CodeSwitchResponse>(url);
    },
  );

export function useSaveBonusLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBonusLevelsBody) =>
      apiRequest<UpdateBonusLevelsResponse>(API.adminBonusLevels, { method: 'PUT', body }),
    onSuccess: (result) => queryClient.setQueryData(codeKeys.bonusLevels, result),
  });
}
