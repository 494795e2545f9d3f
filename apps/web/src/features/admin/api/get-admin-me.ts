// GET /api/admin/me/: the signed-in operator and their roles; 403 for an account without a role.
import { queryOptions } from '@tanstack/react-query';
import type { AdminMeResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const adminMeQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.me,
    queryFn: ({ signal }) => api.get<AdminMeResponse>(API.adminMe, { signal }),
    retry: false,
  });
