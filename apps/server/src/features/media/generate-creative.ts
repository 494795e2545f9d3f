// Designed promotional images (the welcome popup, banner and pre-roll ads) painted with the key-art
// machinery: a motif scene in one palette, a shade where the type goes, a fan of the catalogue's
// own posters, the brand, a headline, a line of copy and a call-to-action button. One ffmpeg run,
// cached by a marker beside the file like the title artwork.
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { seededRandom, type ArtworkMotif } from './artwork-motifs.ts';
import { ARTWORK_PALETTES, toHexColour, type ArtworkPaletteName } from './artwork-palettes.ts';
import { sceneChain } from './artwork-scene.ts';
import { textFilters, type TextBlock } from './artwork-text.ts';
import { resolveFfmpegPath } from './ffmpeg-path.ts';
import { filterOptions } from './filter-escape.ts';
import { findPosterFont } from './font-file.ts';
import { ProcessError, runProcess } from './run-process.ts';

export interface GenerateCreativeOptions {
  readonly outFile: string;
  readonly width: number;
  readonly height: number;
  readonly motif: ArtworkMotif;
  readonly palette: ArtworkPaletteName;
  readonly seed: number;
  /** Big condensed capitals on the left; leave out for a picture-only banner (the page sets the copy). */
  readonly headline?: string;
  readonly body?: string;
  readonly cta?: string;
  /** Poster JPEGs (2:3) fanned out on the right; missing files are skipped. */
  readonly posters?: readonly string[];
  /** Where the fan's front poster ends, as a fraction of the width (banners keep it off the edge). */
  readonly fanRight?: number;
  /** The front poster's height as a fraction of the image's (banners are cropped to a band by the page). */
  readonly fanHeight?: number;
}

/** Bump when the look changes so cached creatives are repainted. */
const CREATIVE_VERSION = 1;
const BRAND = 'TeluguTV+';
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Paints the image unless the same inputs painted it before; returns whether it painted. */
export async function generateCreative(options: GenerateCreativeOptions): Promise<boolean> {
  const posters = (await Promise.all((options.posters ?? []).map(async (file) => ((await exists(file)) ? file : null)))).filter((f): f is string => f !== null);
  const markerFile = `${options.outFile}.json`;
  const cacheKey = JSON.stringify({ v: CREATIVE_VERSION, ...options, posters, font: findPosterFont().file });
  const marker = await readFile(markerFile, 'utf8').catch(() => null);
  if (marker === cacheKey && (await exists(options.outFile))) return false;
  await mkdir(dirname(options.outFile), { recursive: true });
  const staging = `${options.outFile}.tmp.jpg`;
  try {
    await paint(options, posters, staging, true);
  } catch (error) {
    // Without drawtext (no libfreetype or font) the picture alone still beats a test card.
    if (!(error instanceof ProcessError)) throw error;
    await paint(options, posters, staging, false);
  }
  await rename(staging, options.outFile);
  await writeFile(markerFile, cacheKey);
  return true;
}

function paint(options: GenerateCreativeOptions, posters: readonly string[], outFile: string, withText: boolean) {
  const { width, height } = options;
  const colours = ARTWORK_PALETTES[options.palette];
  const accent = toHexColour(colours.accent);
  // The scene is painted 16:9 and cut to the creative's shape around the horizon.
  const sceneHeight = Math.round((width * 9) / 16 / 2) * 2;
  const background = [
    sceneChain(options.motif, colours, seededRandom(options.seed), { width: 640, height: 360 }, { width, height: sceneHeight }),
    'noise=alls=5:allf=u',
    `crop=${width}:${height}:0:${Math.max(0, Math.round((sceneHeight - height) * 0.6))}`,
  ].join(',');
  // Dark on the left, where the type sits, fading out to the right.
  const mask = `color=c=black:s=48x16:r=1:d=1,format=gray,geq=${filterOptions({ lum: '255*min(0.88,0.92*pow(clip(1-X/W*1.45,0,1),0.9)+0.25*pow(Y/H,2))' })},scale=${width}:${height}:flags=bicubic`;
  const graph = [
    `${background}[scene]`,
    `${mask}[mask]`,
    `color=c=black:s=${width}x${height}:r=1:d=1[black]`,
    '[black][mask]alphamerge[shade]',
    '[scene][shade]overlay=format=auto[base]',
    ...posterFan(posters, { width, height }, options.fanRight ?? 0.95, options.fanHeight ?? 0.72),
  ];
  const last = posters.length > 0 ? `p${posters.length}` : 'base';
  const type = withText ? typeFilters(options, width, height, accent) : [];
  graph.push(`[${last}]${type.length > 0 ? type.join(',') : 'null'},format=yuvj420p[out]`);
  return runProcess(resolveFfmpegPath(), [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...posters.flatMap((file) => ['-i', file]),
    ...['-filter_complex', graph.join(';'), '-map', '[out]', '-frames:v', '1', '-q:v', '3', outFile],
  ]);
}

/** Posters overlapping like cards in a hand, the nearest largest, with a thin light border. */
function posterFan(posters: readonly string[], { width, height }: { width: number; height: number }, right: number, front: number): string[] {
  const count = posters.length;
  return posters.flatMap((_, i) => {
    const depth = count - 1 - i;
    const posterHeight = Math.round(height * front * (1 - depth * 0.11));
    const posterWidth = Math.round((posterHeight * 2) / 3);
    const x = Math.round(width * right - posterWidth - depth * posterWidth * 0.5);
    const y = Math.round((height - posterHeight) / 2);
    const dim = depth === 0 ? 1 : 1 - depth * 0.18;
    return [
      `[${i}:v]scale=${posterWidth - 6}:${posterHeight - 6},setsar=1,pad=${posterWidth}:${posterHeight}:3:3:color=white@0.85,eq=brightness=${(dim - 1).toFixed(2)}[poster${i}]`,
      `[${i === 0 ? 'base' : `p${i}`}][poster${i}]overlay=${x}:${y}[p${i + 1}]`,
    ];
  });
}

function typeFilters(options: GenerateCreativeOptions, width: number, height: number, accent: string): string[] {
  const font = findPosterFont();
  const left = Math.round(width * 0.06);
  const unit = height / 10;
  // A picture-only banner gets no type at all: the page lays its own title and button over it.
  if (!options.headline) return [];
  const brand = `drawtext=${filterOptions({ fontfile: font.file, expansion: 'none', text: BRAND, fontsize: Math.round(unit * 0.62), fontcolor: 'white', x: left, y: Math.round(unit * 0.7) })}`;
  const filters = [brand, `drawbox=${filterOptions({ x: left, y: Math.round(unit * 1.5), w: Math.round(unit * 0.9), h: 4, color: `${accent}@1`, t: 'fill' })}`];
  const headlineBottom = Math.round(unit * (options.body ? 6.1 : 6.8));
  const block: TextBlock = { x: left, align: 'left', maxWidth: Math.round(width * 0.42), bottom: headlineBottom, maxFontSize: Math.round(unit * 1.5), maxLines: 2, subtitleSize: Math.round(unit * 0.32) };
  filters.push(...textFilters(block, font, options.headline, options.body, accent));
  if (options.cta) {
    const size = Math.round(unit * 0.42);
    const label = options.cta.toUpperCase();
    const boxWidth = Math.round(label.length * size * 0.66 + size * 2.2);
    const boxHeight = Math.round(size * 2.3);
    const top = Math.round(unit * 7.6);
    filters.push(
      `drawbox=${filterOptions({ x: left, y: top, w: boxWidth, h: boxHeight, color: `${accent}@1`, t: 'fill' })}`,
      `drawtext=${filterOptions({ fontfile: font.subtitleFile, expansion: 'none', text: label, fontsize: size, fontcolor: '0x111111', x: `${left}+(${boxWidth}-text_w)/2`, y: `${top}+(${boxHeight}-text_h)/2` })}`,
    );
  }
  return filters;
}
