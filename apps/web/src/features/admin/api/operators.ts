// GET /api/admin/operators/ (the list), POST the same path (grant by phone) and
// DELETE /api/admin/operators/{userId}/roles/{role}/ (revoke). Nothing is optimistic: each change
// refreshes the list from the server.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GrantRoleBody, OperatorChangeResponse, OperatorRole, OperatorsResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api, apiRequest } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

type OperatorChange = z.infer<typeof OperatorChangeResponse>;

export const operatorsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.operators,
    queryFn: async ({ signal }) => (await api.get<z.infer<typeof OperatorsResponse>>(API.adminOperators, { signal })).operators,
  });

/** Refreshes the operators (and the caller's own roles, which a change may touch) once the change settles. */
function useOperatorChange<T>(send: (input: T) => Promise<OperatorChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.operators }), queryClient.invalidateQueries({ queryKey: adminKeys.me })]),
  });
}

export const useGrantRole = () => useOperatorChange((body: GrantRoleBody) => api.post<OperatorChange>(API.adminOperators, body));

export const useRevokeRole = () =>
  useOperatorChange(({ userId, role }: { userId: number; role: OperatorRole }) => apiRequest<OperatorChange>(API.adminOperatorRole(userId, role), { method: 'DELETE' }));
