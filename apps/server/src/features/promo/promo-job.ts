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
import { mirrorDirectory } from '../../lib/storage/mirror-directory.ts';
import { invalidateCatalogueCache } from '../catalogue/index.ts';
import { failureMessage, removeMediaDir } from '../ingest/index.ts';
import { packagePromo, type PackagedPromo } from '../media/promo-ladder.ts';
import { claimPromo, finishPromo, ownPromoDir, repointHeroSlides, reportPromoProgress } from './promo-store.ts';

const PROGRESS_EVERY_MS = 1000;
const HEARTBEAT_EVERY_MS = 15_000;

export async function runTitlePromo(deps: Deps, videoId: number): Promise<void> {
  const { db, config, log } = deps;
  const run = await claimPromo(db, videoId);
  if (!run) return;
  const source = path.join(config.ingestDir, run.sourcePath);
  const revision = `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`;
  const dirKey = `promos/${videoId}/${revision}`;
  const controller = new AbortController();
  let percent = 0;
  let lastSent = 0;
  const report = async () => {
    lastSent = Date.now();
    if (!(await reportPromoProgress(db, videoId, run.attempt, percent))) controller.abort('lost');
  };
  const safeReport = () => void report().catch((err: unknown) => log.warn({ err, videoId }, 'promo progress not recorded'));
  const heartbeat = setInterval(safeReport, HEARTBEAT_EVERY_MS);

  try {
    const packaged = await packagePromo({
      source,
      outDir: path.join(config.mediaDir, dirKey),
      signal: controller.signal,
      onProgress: (fraction) => {
        percent = fraction * 95;
        if (Date.now() - lastSent >= PROGRESS_EVERY_MS) safeReport();
      },
    });
    percent = 97;
    await report();
    if (controller.signal.aborted) throw new Error(String(controller.signal.reason));
    await mirrorDirectory(deps.storage, path.join(config.mediaDir, dirKey), dirKey);
    const previous = await applyPromo(deps, videoId, run.attempt, dirKey, packaged);
    if (previous === 'superseded') {
      await removeMediaDir(deps, dirKey);
      return;
    }
    if (previous && previous !== dirKey) await removeMediaDir(deps, previous);
    await fs.rm(source, { force: true });
    await invalidateCatalogueCache(deps.cache);
    log.info({ videoId, dirKey, heights: packaged.heights }, 'promo transcoded');
  } catch (error) {
    await removeMediaDir(deps, dirKey).catch(() => undefined);
    if (controller.signal.aborted) return;
    log.warn({ err: error, videoId }, 'promo transcode failed');
    if (await finishPromo(db, videoId, run.attempt, { state: 'failed', error: failureMessage(error, 'promo clip') })) {
      // Nothing retries a failed promo (the operator uploads again), so its file can go.
      await fs.rm(source, { force: true });
    }
  } finally {
    clearInterval(heartbeat);
  }
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
