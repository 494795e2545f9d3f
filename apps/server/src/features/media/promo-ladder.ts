// A title's promo clip (a trailer, issue 15.4) packaged for the hero carousel and the title page's
// 'Promo' button (SPEC 2.12): the same CMAF packaging as the demo clips (packageCmaf: HLS and DASH
// over one set of segments, the first audio track as AAC), with a small ladder of its own. A promo
// mostly plays muted in the background, so two rungs are enough: 720p at a modest rate for big
// screens and a low-rate 360p that starts at once on a phone; never taller than the source.
import { rm } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { HLS_MASTER_NAME } from './hls-playlists.ts';
import { packageCmaf } from './package-cmaf.ts';
import { probeMedia } from './probe.ts';
import { planRenditions, type RenditionPlan } from './rendition-ladder.ts';

export const PROMO_RENDITION_HEIGHTS: readonly number[] = [720, 360];
const PROMO_BITRATE_KBPS: Readonly<Record<number, number>> = { 720: 1600, 360: 450 };

/** The promo's rungs, tallest first: those of 720p and 360p the source reaches (a tiny source gets itself and half). */
export function planPromoRenditions(source: { readonly width: number; readonly height: number }): RenditionPlan[] {
  return planRenditions(source, PROMO_RENDITION_HEIGHTS).map((rendition) => ({
    ...rendition,
    videoBitrateKbps: Math.min(rendition.videoBitrateKbps, PROMO_BITRATE_KBPS[rendition.height] ?? 450),
  }));
}

export interface PackagedPromo {
  /** Relative to outDir. */
  readonly hlsPath: string;
  readonly durationSeconds: number;
  readonly heights: number[];
}

/** Packages `source` into outDir (which must not exist yet or is replaced); on failure outDir is removed. */
export async function packagePromo(options: {
  readonly source: string;
  readonly outDir: string;
  /** Fraction done, 0 to 1. */
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
}): Promise<PackagedPromo> {
  const outDir = resolve(options.outDir);
  await rm(outDir, { recursive: true, force: true });
  try {
    const probe = await probeMedia(options.source);
    if (!probe.video) throw new Error(`${basename(options.source)} has no video stream`);
    const { variants } = await packageCmaf({
      input: options.source,
      outDir,
      renditions: planPromoRenditions(probe.video),
      source: probe,
      x264Preset: 'veryfast',
      signal: options.signal,
      onProgress: options.onProgress ? (seconds) => options.onProgress?.(Math.min(1, seconds / probe.durationSeconds)) : undefined,
    });
    return { hlsPath: HLS_MASTER_NAME, durationSeconds: probe.durationSeconds, heights: variants.map((variant) => variant.height) };
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
}
