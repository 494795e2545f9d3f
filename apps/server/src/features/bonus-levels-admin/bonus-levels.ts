// Referral bonus levels in the console (issue 17.4): read the five levels, and replace them in one
// transaction with one audit row. Each changed level gets a history row stamped after the edit lock
// (referral/bonus-levels-at.ts), so the change applies to payments completed from then on only;
// a level's first edit also records its old value from the epoch.
import { asc, between, inArray, sql } from 'drizzle-orm';
import { BONUS_LEVEL_COUNT, type AdminBonusLevel, type UpdateBonusLevelsBody } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { bonusLevelHistory, bonusLevels } from '../../lib/db/schema.ts';
import type { Queryable } from '../auth/index.ts';
import { recordAudit, type AuditActor, type AuditSnapshot } from '../admin/index.ts';
import { lockBonusLevelsForEdit } from '../referral/bonus-levels-at.ts';

const LEVELS = Array.from({ length: BONUS_LEVEL_COUNT }, (_, i) => i + 1);

/** All five levels, level 1 first; a level with no row pays nothing and has no description yet. */
export async function readBonusLevels(db: Queryable): Promise<AdminBonusLevel[]> {
  const rows = await db
    .select()
    .from(bonusLevels)
    .where(between(bonusLevels.level, 1, BONUS_LEVEL_COUNT))
    .orderBy(asc(bonusLevels.level));
  const byLevel = new Map(rows.map((row) => [row.level, row]));
  return LEVELS.map((level) => {
    const row = byLevel.get(level);
    return {
      level,
      description: row?.description ?? '',
      basis_points: row?.percentBasisPoints ?? 0,
    };
  });
}

const snapshot = (levels: AdminBonusLevel[]): AuditSnapshot =>
  Object.fromEntries(
    levels.flatMap((l) => [
      [`level_${l.level}_basis_points`, l.basis_points],
      [`level_${l.level}_description`, l.description],
    ]),
  );

export async function updateBonusLevels(
  db: Database,
  actor: AuditActor,
  body: UpdateBonusLevelsBody,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockBonusLevelsForEdit(tx);
    const before = await readBonusLevels(tx);
    const wanted = new Map(body.levels.map((l) => [l.level, l]));
    const changed = before.filter((old) => {
      const next = wanted.get(old.level);
      return (
        next && (next.basis_points !== old.basis_points || next.description !== old.description)
      );
    });
    if (changed.length === 0) return false;
    const levels = changed.map((l) => l.level);
    const known = await tx
      .selectDistinct({ level: bonusLevelHistory.level })
      .from(bonusLevelHistory)
      .where(inArray(bonusLevelHistory.level, levels));
    const firstEdits = changed.filter((l) => !known.some((k) => k.level === l.level));
    if (firstEdits.length > 0) {
      await tx
        .insert(bonusLevelHistory)
        .values(
          firstEdits.map((l) => ({
            level: l.level,
            description: l.description,
            percentBasisPoints: l.basis_points,
            effectiveFrom: new Date(0),
          })),
        );
    }
    const after = changed.map((l) => ({ ...l, ...wanted.get(l.level)! }));
    // Stamped by the database clock, now that the lock is held (not the transaction's start).
    await tx.insert(bonusLevelHistory).values(
      after.map((l) => ({
        level: l.level,
        description: l.description,
        percentBasisPoints: l.basis_points,
        effectiveFrom: sql`clock_timestamp()`,
        changedBy: actor.userId,
      })),
    );
    for (const l of after) {
      await tx
        .insert(bonusLevels)
        .values({
          id: l.level,
          level: l.level,
          description: l.description,
          percentBasisPoints: l.basis_points,
        })
        .onConflictDoUpdate({
          target: bonusLevels.level,
          set: { description: l.description, percentBasisPoints: l.basis_points },
        });
    }
    await recordAudit(tx, actor, {
      action: 'bonus_levels.update',
      targetType: 'bonus_levels',
      targetId: 'levels',
      before: snapshot(changed),
      after: snapshot(after),
    });
    return true;
  });
}
