// The bonus levels in force at an instant (issue 17.4). An operator's edit applies to payments
// completed after it only: a payment's bonus uses the levels in force when its payment.completed
// event was written (in the payment's own transaction), however late the event is handed on.
// bonus_level_history holds every value since the first edit (with the value before it from the
// epoch); a level never edited has its current value for all time.
//
// The edit and the bonus take one advisory lock (exclusive for the edit, shared here), and the
// edit stamps its values with the clock after taking it: no edit can commit a value dated before
// an event whose bonus was already computed, so a paid bonus can never disagree with the history.
import { asc, between, sql } from 'drizzle-orm';
import type { Queryable } from '../auth/index.ts';
import { bonusLevels } from '../../lib/db/schema.ts';

export const MAX_BONUS_LEVELS = 5;
/** pg_advisory_xact_lock(BONUS_LEVELS_LOCK...): the two-key form, 17 04 for issue 17.4. */
const BONUS_LEVELS_LOCK = sql`17, 4`;

export async function lockBonusLevelsForEdit(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BONUS_LEVELS_LOCK})`);
}

/** level → basis points in force at `at`. */
export async function bonusSharesAt(tx: Queryable, at: Date): Promise<Map<number, number>> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${BONUS_LEVELS_LOCK})`);
  const current = await tx
    .select({ level: bonusLevels.level, basisPoints: bonusLevels.percentBasisPoints })
    .from(bonusLevels)
    .where(between(bonusLevels.level, 1, MAX_BONUS_LEVELS))
    .orderBy(asc(bonusLevels.level));
  const shares = new Map(current.map((l) => [l.level, l.basisPoints]));
  const history = await tx.execute<{ level: number; percent_basis_points: number }>(sql`
    select distinct on (level) level, percent_basis_points
      from bonus_level_history
      where level between 1 and ${MAX_BONUS_LEVELS} and effective_from <= ${at.toISOString()}::timestamptz
      order by level, effective_from desc, id desc`);
  for (const row of history.rows) shares.set(Number(row.level), Number(row.percent_basis_points));
  return shares;
}
