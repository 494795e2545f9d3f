// Artwork an operator uploads for a title (issue 15.4): checked and re-encoded as a JPEG at most
// 1920 pixels wide (lib/uploaded-picture.ts), stored under a generated name in the media storage,
// and added to the title's picture options.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ADMIN_TITLE_MESSAGES, type TitleImageOption } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { titleImages, videos } from '../../lib/db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { MediaStorage } from '../../lib/storage/media-storage.ts';
import { reencodePicture } from '../../lib/uploaded-picture.ts';
import { recordAudit, type AuditActor } from '../admin/index.ts';
import { assetUrl } from '../catalogue/asset-url.ts';

const M = ADMIN_TITLE_MESSAGES;
const MAX_WIDTH = 1920;

export async function addTitleImage(
  deps: { db: Database; storage: MediaStorage; mediaBaseUrl: string },
  actor: AuditActor,
  videoId: number,
  data: Buffer,
): Promise<TitleImageOption> {
  const [video] = await deps.db.select({ id: videos.id }).from(videos).where(eq(videos.id, videoId));
  if (!video) throw notFound(M.titleNotFound);
  const { jpeg, ...info } = await reencodePicture(data, MAX_WIDTH, M.imageNotPicture);
  const key = `art/titles/${videoId}/uploads/${crypto.randomBytes(8).toString('hex')}.jpg`;
  await deps.storage.put(key, jpeg, 'image/jpeg');
  await deps.db.transaction(async (tx) => {
    await tx.insert(titleImages).values({ videoId, path: key, kind: 'upload', width: info.width, height: info.height });
    await recordAudit(tx, actor, {
      action: 'title.image_upload',
      targetType: 'title',
      targetId: videoId,
      before: null,
      after: { path: key, width: info.width, height: info.height },
    });
  });
  return { path: key, url: assetUrl(deps.mediaBaseUrl, key) ?? '', kind: 'upload', width: info.width, height: info.height };
}
