// The approval threshold (issue 17.3): a withdrawal above it is debited at once but waits for a
// finance operator before any payout is sent. Stored in paise in site_settings by the console;
// until an operator sets it, the configured default (WITHDRAWAL_APPROVAL_RUPEES) applies.
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { siteSettings } from '../../lib/db/schema.ts';
import type { Queryable } from '../auth/db-types.ts';

export const APPROVAL_THRESHOLD_KEY = 'withdrawal_approval_threshold';

export interface ApprovalThreshold {
  paise: number;
  isDefault: boolean;
}

const storedPaise = (value: unknown): number | null => {
  const paise = (value as { paise?: unknown } | null)?.paise;
  return typeof paise === 'number' && Number.isSafeInteger(paise) && paise >= 0 ? paise : null;
};

/** The threshold now; `lock` holds the settings row for the rest of the caller's transaction. */
export async function readApprovalThreshold(
  db: Queryable,
  config: Pick<Config, 'withdrawals'>,
  opts: { lock?: boolean } = {},
): Promise<ApprovalThreshold> {
  const query = db.select().from(siteSettings).where(eq(siteSettings.key, APPROVAL_THRESHOLD_KEY));
  const [row] = opts.lock ? await query.for('update') : await query;
  const paise = row ? storedPaise(row.value) : null;
  return paise === null
    ? { paise: config.withdrawals.approvalThresholdPaise, isDefault: true }
    : { paise, isDefault: false };
}

export const approvalThresholdPaise = async (db: Queryable, config: Pick<Config, 'withdrawals'>) =>
  (await readApprovalThreshold(db, config)).paise;
