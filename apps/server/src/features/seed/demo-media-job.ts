// The 'demo-media' job: paints each demo title's artwork and generates the demo clips
// (features/media, ffmpeg) off the request path so the server answers at once, then makes the
// protected copies paid titles stream from.
import pino from 'pino';
import type { Deps } from '../../lib/deps.ts';
import type { JobPayloads } from '../../lib/jobs/registry.ts';
import { ensureDemoMedia, type EnsureDemoMediaOptions, type DemoMediaEntry, type MediaLogger } from '../media/index.ts';
import { paintDemoArtwork, type PaintArtwork } from './demo-artwork.ts';
import { DEMO_FEATURE_CLIPS, DEMO_PROMO_CLIPS } from './demo-layout.ts';
import { listProtectedDemoSlugs, protectDemoClips } from './protect-demo-media.ts';
import { packageDrmDemo } from '../streaming/index.ts';

export type GenerateDemoMedia = (options: EnsureDemoMediaOptions) => Promise<DemoMediaEntry[]>;

function jobLogger(level: Deps['config']['logLevel']): MediaLogger {
  const logger = pino({ level, name: 'demo-media' });
  return { info: (m) => logger.info(m), warn: (m) => logger.warn(m) };
}

/** Tests pass fakes (no ffmpeg); production uses ensureDemoMedia and generateTitleArtwork. */
export function createDemoMediaHandler(generate: GenerateDemoMedia = ensureDemoMedia, paint?: PaintArtwork) {
  return async (_data: JobPayloads['demo-media'], deps: Deps): Promise<void> => {
    const log = jobLogger(deps.config.logLevel);
    // Artwork first: it takes seconds where the clips take minutes, and the seeded rows already
    // point at it, so the home page has its posters long before the streams are ready. Rows do not
    // change, so the catalogue cache stays valid. A failure here must not cost the streams.
    try {
      await paintDemoArtwork(deps.db, deps.config.mediaDir, log, paint);
    } catch (error) {
      log.warn(`demo artwork: not painted: ${error instanceof Error ? error.message : String(error)}`);
    }
    const entries = await generate({ mediaDir: deps.config.mediaDir, log });
    const generated = new Set(entries.map((e) => e.slug));
    const referenced = [...Object.values(DEMO_FEATURE_CLIPS), ...DEMO_PROMO_CLIPS];
    const missing = referenced.filter((slug) => !generated.has(slug));
    if (missing.length > 0) log.warn(`demo media: the seed uses clips that were not generated: ${missing.join(', ')}`);
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
