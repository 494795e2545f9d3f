// Query keys of the operator console, all under ['admin'] so signing out or a role change can drop the lot.
import type { AdminTitlesQuery, AuditLogQuery } from '@ott/contract';

export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  operators: ['admin', 'operators'] as const,
  auditLog: (query: Partial<AuditLogQuery>) => ['admin', 'audit-log', query] as const,
  titles: ['admin', 'titles'] as const,
  titleList: (query: Partial<AdminTitlesQuery>) => ['admin', 'titles', 'list', query] as const,
  title: (id: number | string) => ['admin', 'titles', 'one', String(id)] as const,
};
