// Block, unblock and sign out everywhere (issue 17.1). Each runs in one transaction with the
// viewer's row locked, so two operators acting at once queue up, and writes its audit row only
// when something changed: repeating an action answers success again with `changed: false`.
import { sql, eq } from 'drizzle-orm';
import { users } from '../../lib/db/schema.ts';
import { recordAudit } from '../admin/index.ts';
import { signOutEverywhere } from '../sessions/index.ts';
import { findViewer } from './viewer-profile.ts';
import { assertMayActOn, type ActionContext } from './viewer-guard.ts';

export interface ActionResult {
  changed: boolean;
  signedOut: number;
}

const blockSnapshot = (row: {
  id: number;
  phone: string;
  blockedAt: Date | null;
  blockedReason: string | null;
}) => ({
  id: row.id,
  phone: row.phone,
  blocked_at: row.blockedAt?.toISOString() ?? null,
  blocked_reason: row.blockedReason,
});

/** Blocks the viewer and ends every session (reason 'blocked'); sign-in is refused from then on. */
export async function blockViewer(
  ctx: ActionContext,
  id: number,
  reason: string,
): Promise<ActionResult> {
  return ctx.db.transaction(async (tx) => {
    const target = await findViewer(tx, id, { lock: true });
    await assertMayActOn({ ...ctx, db: tx }, target);
    // Already blocked: nothing to record, but no session may outlive a block.
    if (target.blockedAt)
      return { changed: false, signedOut: await signOutEverywhere(tx, id, 'blocked') };
    const [after] = await tx
      .update(users)
      .set({ blockedAt: new Date(), blockedReason: reason, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    const signedOut = await signOutEverywhere(tx, id, 'blocked');
    await recordAudit(tx, ctx.actor, {
      action: 'user.block',
      targetType: 'user',
      targetId: id,
      before: blockSnapshot(target),
      after: { ...blockSnapshot(after ?? target), signed_out: signedOut },
    });
    return { changed: true, signedOut };
  });
}

export async function unblockViewer(ctx: ActionContext, id: number): Promise<ActionResult> {
  return ctx.db.transaction(async (tx) => {
    const target = await findViewer(tx, id, { lock: true });
    await assertMayActOn({ ...ctx, db: tx }, target);
    if (!target.blockedAt) return { changed: false, signedOut: 0 };
    const [after] = await tx
      .update(users)
      .set({ blockedAt: null, blockedReason: null, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    await recordAudit(tx, ctx.actor, {
      action: 'user.unblock',
      targetType: 'user',
      targetId: id,
      before: blockSnapshot(target),
      after: blockSnapshot(after ?? target),
    });
    return { changed: true, signedOut: 0 };
  });
}

/** Ends every session of the viewer (reason 'signed_out_by_support'); they may sign in again. */
export async function signOutViewer(ctx: ActionContext, id: number): Promise<ActionResult> {
  return ctx.db.transaction(async (tx) => {
    const target = await findViewer(tx, id, { lock: true });
    await assertMayActOn({ ...ctx, db: tx }, target);
    const signedOut = await signOutEverywhere(tx, id, 'signed_out_by_support');
    if (signedOut === 0) return { changed: false, signedOut };
    await recordAudit(tx, ctx.actor, {
      action: 'user.sign_out_all',
      targetType: 'user',
      targetId: id,
      before: { id, phone: target.phone, live_sessions: signedOut },
      after: { id, phone: target.phone, live_sessions: 0 },
    });
    return { changed: true, signedOut };
  });
}
