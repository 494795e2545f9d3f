// Settling one order from the console (issue 17.2): the reconcile job's own code (settleOrder for
// an unpaid order, settleSecondCaptures for a paid one), with the operator as the audited actor
// inside the fulfilment's transaction. Idempotent: a second call finds nothing left to do, and
// `changed` is whether this request wrote an audit row (so two operators at once get one `true`).
import { and, count, eq } from 'drizzle-orm';
import { MESSAGES } from '@ott/contract';
import type { Deps } from '../../lib/deps.ts';
import { isDbId } from '../../lib/db/int-id.ts';
import { auditLog, orders } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuditActor } from '../admin/index.ts';
import { settleOrder, settleSecondCaptures } from '../payments/index.ts';

export async function settleFromConsole(deps: Deps, id: number, actor: AuditActor): Promise<boolean> {
  const [order] = isDbId(id) ? await deps.db.select().from(orders).where(eq(orders.id, id)) : [];
  if (!order) throw notFound(MESSAGES.orderNotFound);
  if (order.fulfilledAt) await settleSecondCaptures(deps, order, new Date(), actor);
  else await settleOrder(deps, order, actor);
  const [written] = await deps.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.requestId, actor.requestId), eq(auditLog.action, 'payment.settle'), eq(auditLog.targetId, String(id))));
  return (written?.n ?? 0) > 0;
}
