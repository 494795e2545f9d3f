// The console's plans (finance) and welcome popup (editor), issue 15.4: reads, saves and uploads.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPlanResponse,
  AdminPlansResponse,
  AdminPopupMediaResponse,
  AdminPopupResponse,
  CreatePlanBody,
  UpdatePlanBody,
  UpdatePopupBody,
} from '@ott/contract';
import { API } from '@ott/contract';
import { api, apiRequest } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const UPLOAD_TIMEOUT_MS = 120_000;

export const plansPopupKeys = {
  plans: [...adminKeys.all, 'plans'] as const,
  popup: [...adminKeys.all, 'popup'] as const,
};

export const adminPlansQueryOptions = () =>
  queryOptions({
    queryKey: plansPopupKeys.plans,
    queryFn: async ({ signal }) => (await api.get<AdminPlansResponse>(API.adminPlans, { signal })).data,
  });

export const adminPopupQueryOptions = () =>
  queryOptions({
    queryKey: plansPopupKeys.popup,
    queryFn: async ({ signal }) => api.get<AdminPopupResponse>(API.adminPopup, { signal }),
  });

function usePlansChange<TInput>(send: (input: TInput) => Promise<AdminPlanResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Marking one plan popular clears the others: the whole list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: plansPopupKeys.plans }),
  });
}

export const useCreatePlan = () => usePlansChange((body: CreatePlanBody) => api.post<AdminPlanResponse>(API.adminPlans, body));

export const useUpdatePlan = () =>
  usePlansChange(({ id, body }: { id: number; body: UpdatePlanBody }) => apiRequest<AdminPlanResponse>(API.adminPlan(id), { method: 'PATCH', body }));

export function useSavePopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePopupBody) => apiRequest<AdminPopupResponse>(API.adminPopup, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(plansPopupKeys.popup, saved),
  });
}

export const useUploadPopupMedia = (kind: 'image' | 'sound') =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<AdminPopupMediaResponse>(kind === 'image' ? API.adminPopupImage : API.adminPopupSound, form, { timeoutMs: UPLOAD_TIMEOUT_MS });
    },
  });
