// Operator actions (SPEC 6, the operator console): account deletion, operators and roles, and the
// audit log of every operator write. Every route checks its role on the server (require-role.ts).
// The live-stream switch (issue 6) lives with the live streams editor (features/live-admin).
import type { FastifyInstance } from 'fastify';
import { auditLogRoute } from './audit-log.route.ts';
import { deleteUserRoute } from './delete-user.route.ts';
import { grantRoleRoute } from './grant-role.route.ts';
import { listOperatorsRoute } from './list-operators.route.ts';
import { adminMeRoute } from './me.route.ts';
import { revokeRoleRoute } from './revoke-role.route.ts';

export async function adminFeature(app: FastifyInstance) {
  deleteUserRoute(app);
  adminMeRoute(app);
  listOperatorsRoute(app);
  grantRoleRoute(app);
  revokeRoleRoute(app);
  auditLogRoute(app);
}

export { isAdmin, ADMIN_ROLE } from './admin-role.ts';
export { requireRole, currentOperator, type CurrentOperator } from './require-role.ts';
export { loadOperatorRoles } from './operator-roles.ts';
export { toAuditEntry } from './audit-log-query.ts';
export { recordAudit, auditActorOf, type AuditActor, type AuditChange, type AuditSnapshot } from './record-audit.ts';
