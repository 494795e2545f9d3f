// Query keys of the operator console, all under ['admin'] so signing out or a role change can drop the lot.
import type { AuditLogQuery } from '@ott/contract';

export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  operators: ['admin', 'operators'] as const,
  auditLog: (query: Partial<AuditLogQuery>) => ['admin', 'audit-log', query] as const,
};
