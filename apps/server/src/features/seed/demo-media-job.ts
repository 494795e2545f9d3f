// The 'demo-media' job: paints each demo title's artwork and the creatives, then generates each
// title's clip from its own artwork (features/media, ffmpeg) off the request path so the server
// answers at once, and makes the protected copies the seed's remaining paid paths stream from.
import pino from 'pino';
import type { Deps } from '../../lib/deps.ts';
import type { JobPayloads } from '../../lib/jobs/registry.ts';
import { ensureDemoMedia, type EnsureDemoMediaOptions, type DemoMediaEntry, type MediaLogger } from '../media/index.ts';
import { invalidateCatalogueCache } from '../catalogue/cache-keys.ts';
import { paintDemoArtwork, type PaintArtwork } from './demo-artwork.ts';
import { versionDemoArtwork } from './demo-artwork-versions.ts';
import { DEMO_CLIPS } from './demo-clips.ts';
import { paintDemoCreatives } from './demo-creatives.ts';
import { listProtectedDemoSlugs, protectDemoClips } from './protect-demo-media.ts';
import { packageDrmDemo } from '../streaming/index.ts';

export type GenerateDemoMedia = (options: EnsureDemoMediaOptions) => Promise<DemoMediaEntry[]>;

function jobLogger(level: Deps['config']['logLevel']): MediaLogger {
  const logger = pino({ level, name: 'demo-media' });
  return { info: (m) => logger.info(m), warn: (m) => logger.warn(m) };
}

export type PaintCreatives = (mediaDir: string, log: MediaLogger) => Promise<number>;

/** Tests pass fakes (no ffmpeg); production uses ensureDemoMedia, generateTitleArtwork and generateCreative. */
export function createDemoMediaHandler(generate: GenerateDemoMedia = ensureDemoMedia, paint?: PaintArtwork, paintCreatives: PaintCreatives = paintDemoCreatives) {
  return async (_data: JobPayloads['demo-media'], deps: Deps): Promise<void> => {
    const log = jobLogger(deps.config.logLevel);
    // Artwork first: it takes seconds where the clips take minutes, and the seeded rows already
    // point at it, so the home page has its posters long before the streams are ready. Clips are
    // made from the artwork and creatives; a failure here must not cost the streams (a clip without
    // its picture is made over a plain ground).
    try {
      await paintDemoArtwork(deps.db, deps.config.mediaDir, log, paint);
    } catch (error) {
      log.warn(`demo artwork: not painted: ${error instanceof Error ? error.message : String(error)}`);
    }
    // Then its versioned URLs and WebP widths (issue 13): rows move to them, so the catalogue
    // cache is dropped when any did (the first start, a repainted title; later starts change none).
    try {
      const moved = await versionDemoArtwork(deps.db, deps.config.mediaDir, log);
      if (moved > 0) await invalidateCatalogueCache(deps.cache);
    } catch (error) {
      log.warn(`demo artwork: not versioned: ${error instanceof Error ? error.message : String(error)}`);
    }
    try {
      await paintCreatives(deps.config.mediaDir, log);
    } catch (error) {
      log.warn(`demo creatives: not painted: ${error instanceof Error ? error.message : String(error)}`);
    }
    await generate({ mediaDir: deps.config.mediaDir, log, clips: DEMO_CLIPS });
    // The advanced player's AES-128 copy (features/streaming), before the ready marker that
    // GET /api/health reports, so that 'ready' includes it. A failure must not cost the rest.
    try {
      await packageDrmDemo(deps.config, log);
    } catch (error) {
      log.warn(`drm demo: not packaged: ${error instanceof Error ? error.message : String(error)}`);
    }
    protectDemoClips(deps.config.mediaDir, await listProtectedDemoSlugs(deps.db), log);
  };
}
