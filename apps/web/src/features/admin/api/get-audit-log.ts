// GET /api/admin/audit-log/ with the console's filters and page (the server pages; newest first).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditLogQuery, AuditLogResponse } from '@ott/contract';
import { API } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const auditLogQueryOptions = (query: Partial<AuditLogQuery>) =>
  queryOptions({
    queryKey: adminKeys.auditLog(query),
    queryFn: ({ signal }) => api.get<z.infer<typeof AuditLogResponse>>(API.adminAuditLog, { query, signal }),
    placeholderData: keepPreviousData,
  });
