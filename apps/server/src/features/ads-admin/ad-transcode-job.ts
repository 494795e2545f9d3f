// The 'ad-transcode' job (worker role): claims the ad's queued video and packages it as a promo clip
// is (promo/clip-run.ts: the same ffmpeg CMAF packaging, a small public HLS ladder of 720p and 360p,
// which the pre-roll player plays like any stream) into ads/{adId}/{revision}/, then in one
// transaction points the ad at it and marks the row done. The previous creative plays until then
// and is removed after. An ad is public, never encrypted.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { advertisements } from '../../lib/db/schema.ts';
import { invalidateAdsCache } from '../ads/index.ts';
import { runClipPackaging } from '../promo/clip-run.ts';
import { claimAdIngest, finishAdIngest, reportAdProgress } from './ad-ingest-store.ts';
import { adUploadFile } from './ad-upload-server.ts';

/** The directory of an ad's own packaged video (never the demo catalogue's shared clip). */
const ownAdDir = (adId: number, videoFile: string | null) => (videoFile?.startsWith(`ads/${adId}/`) ? videoFile.split('/').slice(0, 3).join('/') : null);

export async function runAdTranscode(deps: Deps, adId: number): Promise<void> {
  const { db, config, log } = deps;
  const run = await claimAdIngest(db, adId);
  if (!run) return;
  const source = adUploadFile(config.ingestDir, run.uploadId);
  const dirKey = `ads/${adId}/${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;
  const packaged = await runClipPackaging(deps, {
    source,
    dirKey,
    what: 'ad video',
    logFields: { adId },
    report: (percent) => reportAdProgress(db, adId, run.attempt, percent),
    apply: (clip) =>
      db.transaction(async (tx) => {
        const [ad] = await tx.select({ videoFile: advertisements.videoFile }).from(advertisements).where(eq(advertisements.id, adId)).for('update');
        if (!ad || !(await finishAdIngest(tx, adId, run.attempt, { state: 'done', outputDir: dirKey }))) return 'superseded' as const;
        await tx.update(advertisements).set({ videoFile: `${dirKey}/${clip.hlsPath}` }).where(eq(advertisements.id, adId));
        return ownAdDir(adId, ad.videoFile);
      }),
    fail: (error) => finishAdIngest(db, adId, run.attempt, { state: 'failed', error }),
    // The uploaded file and the tus store's record of it.
    removeSource: () => Promise.all([fs.rm(source, { force: true }), fs.rm(`${source}.json`, { force: true })]),
  });
  if (!packaged) return;
  await invalidateAdsCache(deps.cache);
  log.info({ adId, dirKey, heights: packaged.heights }, 'ad video transcoded');
}
