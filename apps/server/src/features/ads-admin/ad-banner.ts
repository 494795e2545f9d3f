// A banner ad's image (issue 17.4), through the picture upload title artwork and the popup use
// (lib/uploaded-picture.ts): checked by its content, re-encoded as a JPEG at most 1920 pixels wide,
// stored under a generated name in ads/{id}/. The ad points at it in one transaction with the audit
// row; the image it replaces is removed after, if it was one of ours.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ADS_ADMIN_MESSAGES as M } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { advertisements } from '../../lib/db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { MediaStorage } from '../../lib/storage/media-storage.ts';
import { reencodePicture } from '../../lib/uploaded-picture.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';
import { findAd } from './ad-read.ts';

const MAX_WIDTH = 1920;

export async function storeBannerImage(
  deps: { db: Database; storage: MediaStorage },
  actor: AuditActor,
  id: number,
  data: Buffer,
): Promise<void> {
  const ad = await findAd(deps.db, id);
  if (ad.adType !== 'banner') throw new AppError('conflict', M.imageForBannerOnly);
  const { jpeg, width, height } = await reencodePicture(data, MAX_WIDTH, M.imageNotPicture);
  const key = `ads/${id}/${crypto.randomBytes(8).toString('hex')}.jpg`;
  await deps.storage.put(key, jpeg, 'image/jpeg');
  const previous = await deps.db.transaction(async (tx) => {
    const before = await findAd(tx, id, true);
    await tx.update(advertisements).set({ bannerImage: key }).where(eq(advertisements.id, id));
    await recordAudit(tx, actor, {
      action: 'ad.banner_upload',
      targetType: 'ad',
      targetId: id,
      before: { banner_image: before.bannerImage },
      after: { banner_image: key, width, height },
    });
    return before.bannerImage;
  });
  if (previous?.startsWith(`ads/${id}/`)) await deps.storage.delete([previous]).catch(() => undefined);
}
