// The 'title-promo' job (worker role): claims the title's queued promo, packages it into a new
// public directory promos/{videoId}/{revision}/ (features/media/promo-ladder.ts), mirrors it to the
// media storage, then in one transaction points the title (and hero slides that showed its old
// promo) at it and marks the row done. The previous promo plays until then and is removed after.
// A trailer is public even for a paid title (SPEC 2.12; docs/decisions.md 'Promo clips'), so it is
// never encrypted nor signed. Progress reaches the console through the row every second; that write
// also tells a run whether it still owns the row (the sweep may have given it to another worker).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.ts';
import { videos } from '../../lib/db/schema.ts';
import { invalidateCatalogueCache } from '../catalogue/index.ts';
import type { PackagedPromo } from '../media/promo-ladder.ts';
import { runClipPackaging } from './clip-run.ts';
import { claimPromo, finishPromo, ownPromoDir, repointHeroSlides, reportPromoProgress } from './promo-store.ts';

export async function runTitlePromo(deps: Deps, videoId: number): Promise<void> {
  const { db, config, log } = deps;
  const run = await claimPromo(db, videoId);
  if (!run) return;
  const source = path.join(config.ingestDir, run.sourcePath);
  const revision = `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;
  const dirKey = `promos/${videoId}/${revision}`;
  const packaged = await runClipPackaging(deps, {
    source,
    dirKey,
    what: 'promo clip',
    logFields: { videoId },
    report: (percent) => reportPromoProgress(db, videoId, run.attempt, percent),
    apply: (clip) => applyPromo(deps, videoId, run.attempt, dirKey, clip),
    fail: (error) => finishPromo(db, videoId, run.attempt, { state: 'failed', error }),
    removeSource: () => fs.rm(source, { force: true }),
  });
  if (!packaged) return;
  await invalidateCatalogueCache(deps.cache);
  log.info({ videoId, dirKey, heights: packaged.heights }, 'promo transcoded');
}

/** One transaction: the row done (only if this run still owns it), the title and its hero slides on the new promo. */
async function applyPromo(
  deps: Deps,
  videoId: number,
  attempt: number,
  dirKey: string,
  packaged: PackagedPromo,
): Promise<string | null | 'superseded'> {
  return deps.db.transaction(async (tx) => {
    const [video] = await tx.select({ promo: videos.promoHlsPath }).from(videos).where(eq(videos.id, videoId)).for('update');
    if (!video) return 'superseded';
    if (!(await finishPromo(tx, videoId, attempt, { state: 'done', outputDir: dirKey }))) return 'superseded';
    const promoPath = `${dirKey}/${packaged.hlsPath}`;
    await tx.update(videos).set({ promoHlsPath: promoPath, updatedAt: new Date() }).where(eq(videos.id, videoId));
    await repointHeroSlides(tx, videoId, video.promo, promoPath);
    return ownPromoDir(videoId, video.promo);
  });
}
