// The console's ad writes (issue 17.4): create, edit, pause and resume. Each runs in one transaction
// under the ad's row lock with its audit row; a resume needs a ready creative and a window that has
// not ended. Pausing an already paused ad (or resuming a running one) changes nothing and says so.
import { eq } from 'drizzle-orm';
import { ADS_ADMIN_MESSAGES as M, type CreateAdBody, type UpdateAdBody } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { advertisements } from '../../lib/db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit, type AuditActor, type AuditSnapshot } from '../admin/index.ts';
import { findAd, hasReadyCreative, type AdRow } from './ad-read.ts';

const toDate = (iso: string | null) => (iso ? new Date(iso) : null);

function snapshot(row: AdRow): AuditSnapshot {
  return {
    title: row.title,
    ad_type: row.adType,
    external_url: row.externalUrl,
    call_to_action: row.callToAction,
    skip_after: row.skipAfter,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    is_active: row.isActive,
  };
}

const fieldsOf = (body: UpdateAdBody) => ({
  title: body.title,
  description: body.description,
  externalUrl: body.external_url,
  callToAction: body.call_to_action,
  skipAfter: body.skip_after,
  startsAt: toDate(body.starts_at),
  endsAt: toDate(body.ends_at),
});

export async function createAd(db: Database, actor: AuditActor, body: CreateAdBody): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(advertisements)
      .values({ ...fieldsOf(body), adType: body.ad_type, isActive: false })
      .returning();
    await recordAudit(tx, actor, { action: 'ad.create', targetType: 'ad', targetId: row!.id, before: null, after: snapshot(row!) });
    return row!.id;
  });
}

export async function updateAd(db: Database, actor: AuditActor, id: number, body: UpdateAdBody): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findAd(tx, id, true);
    const [after] = await tx.update(advertisements).set(fieldsOf(body)).where(eq(advertisements.id, id)).returning();
    await recordAudit(tx, actor, { action: 'ad.update', targetType: 'ad', targetId: id, before: snapshot(before), after: snapshot(after!) });
  });
}

/** Pause (is_active false) or resume; `changed` is false when it already was. */
export async function setAdActive(db: Database, actor: AuditActor, id: number, active: boolean, now = new Date()): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const before = await findAd(tx, id, true);
    if (before.isActive === active) return { changed: false };
    if (active) {
      if (!hasReadyCreative(before)) throw new AppError('conflict', M.creativeNotReady);
      if (before.endsAt && before.endsAt.getTime() <= now.getTime()) throw new AppError('conflict', M.scheduleEnded);
    }
    await tx.update(advertisements).set({ isActive: active }).where(eq(advertisements.id, id));
    await recordAudit(tx, actor, {
      action: active ? 'ad.resume' : 'ad.pause',
      targetType: 'ad',
      targetId: id,
      before: { is_active: before.isActive },
      after: { is_active: active },
    });
    return { changed: true };
  });
}
