// Saving the approval threshold from the console (issue 17.3): the stored value and its audit row
// in one transaction. Only withdrawals requested after the change are judged by the new value.
import type { Config } from '../../config.ts';
import type { Database } from '../../lib/db/client.ts';
import { siteSettings } from '../../lib/db/schema.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';
import { APPROVAL_THRESHOLD_KEY, readApprovalThreshold, type ApprovalThreshold } from '../wallet/index.ts';

export async function saveApprovalThreshold(
  deps: { db: Database; config: Pick<Config, 'withdrawals'> },
  actor: AuditActor,
  paise: number,
): Promise<{ changed: boolean; threshold: ApprovalThreshold }> {
  return deps.db.transaction(async (tx) => {
    const before = await readApprovalThreshold(tx, deps.config, { lock: true });
    const after: ApprovalThreshold = { paise, isDefault: false };
    if (!before.isDefault && before.paise === paise) return { changed: false, threshold: before };
    await tx
      .insert(siteSettings)
      .values({ key: APPROVAL_THRESHOLD_KEY, value: { paise } })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: { paise }, updatedAt: new Date() } });
    await recordAudit(tx, actor, {
      action: 'withdrawal.threshold_update',
      targetType: 'withdrawal_settings',
      targetId: APPROVAL_THRESHOLD_KEY,
      before: { approval_threshold_paise: before.paise, is_default: before.isDefault },
      after: { approval_threshold_paise: after.paise, is_default: false },
    });
    return { changed: true, threshold: after };
  });
}
