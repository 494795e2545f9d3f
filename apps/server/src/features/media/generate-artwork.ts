// Key art for one title (poster 2:3, thumbnail and backdrop 16:9) painted by ffmpeg in one run,
// so a demo catalogue looks like a streaming service instead of a few test clips. The scene is
// painted small and upscaled: a soft picture hides it, and the crisp type is drawn at full size.
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ARTWORK_MOTIFS, seededRandom, type ArtworkMotif } from './artwork-motifs.ts';
import { ARTWORK_PALETTE_NAMES, ARTWORK_PALETTES, toHexColour, type ArtworkPaletteName } from './artwork-palettes.ts';
import { sceneChain } from './artwork-scene.ts';
import { needsComplexShaping, textFilters, type TextBlock } from './artwork-text.ts';
import { resolveFfmpegPath } from './ffmpeg-path.ts';
import { filterOptions } from './filter-escape.ts';
import { findPosterFont } from './font-file.ts';
import { ProcessError, runProcess } from './run-process.ts';

export type ArtworkKind = 'poster' | 'thumb' | 'backdrop';

export interface GenerateTitleArtworkOptions {
  readonly outDir: string;
  readonly title: string;
  /** Drawn instead of a title in a script drawtext cannot shape (Telugu in ffmpeg 5.1). */
  readonly latinTitle?: string;
  /** Small letter-spaced line under the title, e.g. 'Movies · 2024'. */
  readonly subtitle?: string;
  /** Picks palette, motif and the scene's variations unless they are given. */
  readonly seed: number;
  readonly kinds?: readonly ArtworkKind[];
  readonly motif?: ArtworkMotif;
  readonly palette?: ArtworkPaletteName;
  /** 'caption' (default): title bottom-left, for cards; 'ident': a channel's name, centred on top. */
  readonly thumbStyle?: 'caption' | 'ident';
}

export interface TitleArtwork {
  /** Absolute paths of the written JPEGs. */
  readonly files: Partial<Record<ArtworkKind, string>>;
  /** True when the files were already there for the same inputs. */
  readonly cached: boolean;
}

export const ARTWORK_FILE_NAMES: Readonly<Record<ArtworkKind, string>> = { poster: 'poster.jpg', thumb: 'thumb.jpg', backdrop: 'backdrop.jpg' };
const ALL_KINDS: readonly ArtworkKind[] = ['poster', 'thumb', 'backdrop'];
/** Bump when the look changes so cached art is repainted. */
export const ARTWORK_VERSION = 1;
const MARKER_NAME = 'art.json';

const SCENE = { width: 640, height: 360 } as const;
const BACKDROP = { width: 1280, height: 720 } as const;
const POSTER = { width: 480, height: 720 } as const;
const THUMB = { width: 640, height: 360 } as const;

const POSTER_TEXT: TextBlock = { x: 0, align: 'center', maxWidth: POSTER.width - 56, bottom: 648, maxFontSize: 84, maxLines: 3, subtitleSize: 19 };
const THUMB_TEXT: TextBlock = { x: 32, align: 'left', maxWidth: 400, bottom: 300, maxFontSize: 58, maxLines: 2, subtitleSize: 15 };
// Narrow enough to stay clear of the LIVE badge the web app puts in the top-left corner.
const IDENT_TEXT: TextBlock = { x: 0, align: 'center', maxWidth: 360, bottom: 128, maxFontSize: 44, maxLines: 2, subtitleSize: 14 };

export async function generateTitleArtwork(options: GenerateTitleArtworkOptions): Promise<TitleArtwork> {
  const kinds = ALL_KINDS.filter((kind) => (options.kinds ?? ALL_KINDS).includes(kind));
  const files = Object.fromEntries(kinds.map((kind) => [kind, join(options.outDir, ARTWORK_FILE_NAMES[kind])]));
  const seed = Math.abs(Math.trunc(options.seed));
  const motif = options.motif ?? ARTWORK_MOTIFS[(seed + Math.floor(seed / 8)) % ARTWORK_MOTIFS.length] ?? 'hills';
  const palette = options.palette ?? ARTWORK_PALETTE_NAMES[seed % ARTWORK_PALETTE_NAMES.length] ?? 'dusk';
  const title = needsComplexShaping(options.title) ? options.latinTitle?.trim() || undefined : options.title.trim() || undefined;
  const thumbStyle = options.thumbStyle ?? 'caption';
  const cacheKey = JSON.stringify({ v: ARTWORK_VERSION, title, subtitle: options.subtitle, seed, kinds, motif, palette, thumbStyle, font: findPosterFont().file });
  if (await isCached(options.outDir, cacheKey, Object.values(files))) return { files, cached: true };

  await mkdir(options.outDir, { recursive: true });
  await rm(join(options.outDir, MARKER_NAME), { force: true });
  const scene = { motif, palette, seed, thumbStyle, subtitle: options.subtitle?.trim() || undefined };
  try {
    await runFfmpeg(options.outDir, kinds, { ...scene, title });
  } catch (error) {
    // Without drawtext (no libfreetype or font) untitled art still beats none.
    if (!(error instanceof ProcessError)) throw error;
    await runFfmpeg(options.outDir, kinds, { ...scene, title: undefined, subtitle: undefined });
  }
  await Promise.all(kinds.map((kind) => rename(tempFile(options.outDir, kind), join(options.outDir, ARTWORK_FILE_NAMES[kind]))));
  await writeFile(join(options.outDir, MARKER_NAME), `${JSON.stringify({ cacheKey })}\n`);
  return { files, cached: false };
}

async function isCached(outDir: string, cacheKey: string, files: readonly string[]): Promise<boolean> {
  try {
    const marker: unknown = JSON.parse(await readFile(join(outDir, MARKER_NAME), 'utf8'));
    if (typeof marker !== 'object' || marker === null || !('cacheKey' in marker) || marker.cacheKey !== cacheKey) return false;
    await Promise.all(files.map((file) => access(file)));
    return true;
  } catch {
    return false;
  }
}

// Written beside the final names and renamed, so the media origin never serves half a JPEG.
const tempFile = (outDir: string, kind: ArtworkKind) => join(outDir, `.${kind}.tmp.jpg`);

interface SceneText {
  readonly motif: ArtworkMotif;
  readonly palette: ArtworkPaletteName;
  readonly seed: number;
  readonly thumbStyle: 'caption' | 'ident';
  readonly title: string | undefined;
  readonly subtitle: string | undefined;
}

async function runFfmpeg(outDir: string, kinds: readonly ArtworkKind[], scene: SceneText): Promise<void> {
  const colours = ARTWORK_PALETTES[scene.palette];
  const accent = toHexColour(colours.accent);
  const font = findPosterFont();
  const painted = [
    // A thumbnail alone (live channels) needs no full-size frame to be cut from.
    sceneChain(scene.motif, colours, seededRandom(scene.seed), SCENE, kinds.length === 1 && kinds[0] === 'thumb' ? THUMB : BACKDROP),
    // A little grain keeps the upscaled gradients from banding and reads as film.
    'noise=alls=5:allf=u',
    `split=${kinds.length}${kinds.map((kind) => `[${kind}_in]`).join('')}`,
  ].join(',');
  const branches = kinds.map((kind) => {
    switch (kind) {
      case 'backdrop':
        return '[backdrop_in]null[backdrop]';
      case 'poster':
        return shadedBranch('poster', `crop=${POSTER.width}:${POSTER.height}:${(BACKDROP.width - POSTER.width) / 2}:0`, POSTER, POSTER_SHADE, [
          ...textFilters(POSTER_TEXT, font, scene.title, scene.subtitle, accent),
        ]);
      case 'thumb': {
        const ident = scene.thumbStyle === 'ident';
        return shadedBranch('thumb', `scale=${THUMB.width}:${THUMB.height}`, THUMB, ident ? IDENT_SHADE : THUMB_SHADE, [
          ...textFilters(ident ? IDENT_TEXT : THUMB_TEXT, font, scene.title, scene.subtitle, accent),
        ]);
      }
    }
  });
  await runProcess(resolveFfmpegPath(), [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    // One thread each: titles are painted two at a time, and threads on a single frame mostly wait.
    ...['-filter_complex_threads', '1', '-threads', '1'],
    ...['-filter_complex', [painted, ...branches].join(';')],
    ...kinds.flatMap((kind) => ['-map', `[${kind}]`, '-frames:v', '1', '-q:v', '3', tempFile(outDir, kind)]),
  ]);
}

/** Darkness (0..1) where the type goes, as a grey expression on a tiny mask that is upscaled. */
const POSTER_SHADE = '255*0.9*pow(clip((Y/H-0.42)/0.5,0,1),1.2)';
const IDENT_SHADE = '255*0.75*pow(clip(1-Y/H*1.7,0,1),1.2)';
const THUMB_SHADE = '255*clip(max(0.85*pow(clip(1-X/W*1.5,0,1),1.3),0.8*pow(clip((Y/H-0.35)/0.65,0,1),1.5)),0,0.9)';

function shadedBranch(kind: ArtworkKind, fit: string, size: { width: number; height: number }, shade: string, text: string[]): string {
  const mask = `color=c=black:s=32x48:r=1:d=1,format=gray,geq=${filterOptions({ lum: shade })},scale=${size.width}:${size.height}:flags=bicubic`;
  const black = `color=c=black:s=${size.width}x${size.height}:r=1:d=1`;
  return [
    `${mask}[${kind}_mask]`,
    `${black}[${kind}_black]`,
    `[${kind}_black][${kind}_mask]alphamerge[${kind}_shade]`,
    `[${kind}_in]${fit}[${kind}_fit]`,
    `[${kind}_fit][${kind}_shade]overlay=format=auto${text.length > 0 ? `,${text.join(',')}` : ''}[${kind}]`,
  ].join(';');
}
