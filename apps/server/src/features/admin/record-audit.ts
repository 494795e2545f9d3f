// The audit log: one row per operator write, inserted by the caller inside the same transaction as
// the change, so a change is never without its row and a failed change leaves none. Snapshots are
// built field by field by each writer (never whole rows), so secrets, OTP codes, session tokens and
// bank data cannot slip in.
import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '@ott/contract';
import { auditLog } from '../../lib/db/schema.ts';
import type { Queryable } from '../auth/index.ts';
import { currentOperator } from './require-role.ts';

export type AuditSnapshot = Record<string, string | number | boolean | null | readonly string[]>;

export interface AuditActor {
  userId: number;
  phone: string;
  requestId: string;
}

export interface AuditChange {
  action: AuditAction;
  targetType: string;
  targetId: number | string;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
}

/** Who acts on this request (the operator requireRole let through) and the request id. */
export function auditActorOf(req: FastifyRequest): AuditActor {
  const { user } = currentOperator(req);
  return { userId: user.id, phone: user.phone, requestId: req.id };
}

export async function recordAudit(
  tx: Queryable,
  actor: AuditActor,
  change: AuditChange,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: actor.userId,
    actorPhone: actor.phone,
    action: change.action,
    targetType: change.targetType,
    targetId: String(change.targetId),
    before: change.before,
    after: change.after,
    requestId: actor.requestId,
  });
}
