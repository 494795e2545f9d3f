// Disable and enable (issue 17.4): one code or every code of a batch, in one transaction with one
// audit row, and only when something changes (repeating answers `changed: 0`). Redemption locks the
// code row, so a code disabled now is refused by every redemption that had not committed before.
import { and, eq } from 'drizzle-orm';
import { CODES_ADMIN_MESSAGES as M } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { codeBatches, subscriptionCodes } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';

export async function switchCode(
  db: Database,
  actor: AuditActor,
  id: number,
  active: boolean,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [code] = await tx
      .select()
      .from(subscriptionCodes)
      .where(eq(subscriptionCodes.id, id))
      .for('update');
    if (!code) throw notFound(M.codeNotFound);
    if (code.isActive === active) return 0;
    await tx
      .update(subscriptionCodes)
      .set({ isActive: active })
      .where(eq(subscriptionCodes.id, id));
    await recordAudit(tx, actor, {
      action: active ? 'code.enable' : 'code.disable',
      targetType: 'subscription_code',
      targetId: id,
      before: { code: code.code, is_active: code.isActive },
      after: { code: code.code, is_active: active },
    });
    return 1;
  });
}

export async function switchBatch(
  db: Database,
  actor: AuditActor,
  batchId: number,
  active: boolean,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .select({ id: codeBatches.id })
      .from(codeBatches)
      .where(eq(codeBatches.id, batchId))
      .for('update');
    if (!batch) throw notFound(M.batchNotFound);
    const changed = await tx
      .update(subscriptionCodes)
      .set({ isActive: active })
      .where(and(eq(subscriptionCodes.batchId, batchId), eq(subscriptionCodes.isActive, !active)))
      .returning({ id: subscriptionCodes.id });
    if (changed.length === 0) return 0;
    await recordAudit(tx, actor, {
      action: active ? 'code_batch.enable' : 'code_batch.disable',
      targetType: 'code_batch',
      targetId: batchId,
      before: { batch_id: batchId, is_active: !active },
      after: { batch_id: batchId, is_active: active, codes_changed: changed.length },
    });
    return changed.length;
  });
}
