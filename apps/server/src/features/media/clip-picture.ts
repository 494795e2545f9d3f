// A demo clip's picture as an ffmpeg filter graph: the title's painted still, shaded where its
// type goes, then a slow Ken Burns move (a per-frame bilinear rescale and a crop of a still that
// was enlarged once, so the cost is one small resample per frame; zoompan on ffmpeg 4.1), the
// title and its subtitle fading in, and a fade from and to black. No test pattern, no timecode.
import { textFilters, type TextBlock } from './artwork-text.ts';
import type { DemoClipKind, DemoClipSpec } from './demo-catalogue.ts';
import { filterOptions } from './filter-escape.ts';
import type { PosterFont } from './font-file.ts';

interface Size {
  readonly width: number;
  readonly height: number;
}

/** Zoom (1 = the frame) and crop centre (0..1 of the slack) at the start and end of the clip. */
interface Move {
  readonly zoom: readonly [number, number];
  readonly x: readonly [number, number];
  readonly y: readonly [number, number];
}

const MOVES: readonly Move[] = [
  { zoom: [1.02, 1.14], x: [0.5, 0.32], y: [0.5, 0.42] },
  { zoom: [1.14, 1.03], x: [0.3, 0.62], y: [0.45, 0.5] },
  { zoom: [1.04, 1.12], x: [0.72, 0.4], y: [0.55, 0.45] },
  { zoom: [1.12, 1.12], x: [0.12, 0.88], y: [0.5, 0.5] },
];
const PROMO_MOVE: Move = { zoom: [1.16, 1.02], x: [0.5, 0.5], y: [0.4, 0.5] };
const AD_MOVE: Move = { zoom: [1, 1.06], x: [0.5, 0.5], y: [0.5, 0.5] };
const MAX_ZOOM = 1.16;

/** Darkness (0..1) behind the type, drawn on a tiny mask that is upscaled (see generate-artwork). */
const SHADE: Readonly<Record<DemoClipKind, string | null>> = {
  feature: 'min(0.85,0.8*pow(clip((Y/H-0.42)/0.58,0,1),1.3)+0.35*pow(clip(1-X/W*1.5,0,1),1.5))',
  live: 'min(0.85,0.8*pow(clip((Y/H-0.42)/0.58,0,1),1.3)+0.35*pow(clip(1-X/W*1.5,0,1),1.5))',
  promo: 'min(0.8,0.15+0.6*pow(clip(1-Y/H/0.6,0,1),1.2))',
  ad: null,
};

const LOWER_THIRD: TextBlock = { x: 72, align: 'left', maxWidth: 700, bottom: 612, maxFontSize: 92, maxLines: 2, subtitleSize: 22 };
// A promo plays behind the hero and the movie page, whose own title sits lower left, cropped to
// cover them (a band of the height under the header on desktop, the middle 40 % of the width on a
// phone): so its name is small, centred, in the upper middle.
const PROMO_TITLE: TextBlock = { x: 0, align: 'center', maxWidth: 480, bottom: 290, maxFontSize: 60, maxLines: 2, subtitleSize: 18 };

/** Bump a kind's number when its look changes, so its cached clips are remade (demo-media.ts). */
// feature 2 (issue 18): seek-bar thumbnails cut in the same run, language-tagged soundtracks.
export const CLIP_LOOK_VERSION: Readonly<Record<DemoClipKind, number>> = { feature: 2, live: 1, promo: 3, ad: 1 };

const even = (value: number) => 2 * Math.round(value / 2);
const lerp = ([from, to]: readonly [number, number], eased: string) => `(${from}+${(to - from).toFixed(4)}*${eased})`;

function moveFor(clip: DemoClipSpec): Move {
  if (clip.kind === 'promo') return PROMO_MOVE;
  if (clip.kind === 'ad') return AD_MOVE;
  return MOVES[Math.abs(Math.trunc(clip.seed)) % MOVES.length] ?? AD_MOVE;
}

function shade(kind: DemoClipKind, size: Size): string[] {
  const expression = SHADE[kind];
  if (!expression) return [];
  return [
    `color=c=black:s=32x18:r=1:d=1,format=gray,geq=${filterOptions({ lum: `255*(${expression})` })},scale=${size.width}:${size.height}:flags=bicubic[mask]`,
    `color=c=black:s=${size.width}x${size.height}:r=1:d=1[black]`,
    '[black][mask]alphamerge[shade]',
  ];
}

function typeFilters(clip: DemoClipSpec, font: PosterFont): string[] {
  if (clip.kind === 'ad' || !clip.title.trim()) return [];
  // The type fades in once the picture is up, and stays for the rest of the clip.
  const alpha = { alpha: 'min(1,max(0,(t-0.5)/1))' };
  const block = clip.kind === 'promo' ? PROMO_TITLE : LOWER_THIRD;
  const filters = textFilters(block, font, clip.title, clip.subtitle, '0xf2f2f2', alpha);
  if (clip.kind === 'live') {
    // A channel bug in the corner, as on television.
    filters.push(`drawtext=${filterOptions({ fontfile: font.subtitleFile, expansion: 'none', text: 'TeluguTV+', fontsize: 26, fontcolor: 'white@0.75', x: 'w-text_w-48', y: 40 })}`);
  }
  return filters;
}

/**
 * How the camera moves over the enlarged still. 'scale': a per-frame bilinear rescale (scale's `t`,
 * ffmpeg 4.4 and later) and a moving crop, the look the demo clips were tuned with. 'zoompan': the
 * zoompan filter, for ffmpeg 4.1 (the npm build), whose scale has no time. Both follow the same
 * zoom and centre expressions, but not to the pixel: measured on a still with a centre line, the
 * crop of the rescaled still pans further than its expressions say (up to ~45 px at 720p) and
 * zoompan does not, so 4.1 clips pan a little less. zoompan costs about a third more time per
 * clip on 5.1, hence it is used only where 'scale' cannot be.
 */
export type PictureMotion = 'scale' | 'zoompan';

function scaleAndCrop(size: Size, move: Move, eased: string): string[] {
  const width = `trunc(${size.width}*${lerp(move.zoom, eased)}/2)*2`;
  return [
    `scale=${filterOptions({ w: width, h: -2, eval: 'frame', flags: 'bilinear' })}`,
    `crop=${filterOptions({ w: size.width, h: size.height, x: `(iw-${size.width})*${lerp(move.x, eased)}`, y: `(ih-${size.height})*${lerp(move.y, eased)}` })}`,
  ];
}

/** The window of the enlarged still at this frame's zoom, scaled to the frame (zoompan's `time` is the frame's). */
function zoomAndPan(size: Size, move: Move, eased: string, fps: number): string {
  return `zoompan=${filterOptions({ z: lerp(move.zoom, eased), x: `(iw-iw/zoom)*${lerp(move.x, eased)}`, y: `(ih-ih/zoom)*${lerp(move.y, eased)}`, d: 1, s: `${size.width}x${size.height}`, fps })}`;
}

/**
 * The graph from the still at input 0 to one output per rung, `[v0]` (full size) … `[vN]`,
 * `frames` frames at `fps`. `withText: false` leaves drawtext out (ffmpeg without libfreetype).
 */
export function pictureGraph(
  clip: DemoClipSpec,
  size: Size,
  rungs: readonly Size[],
  fps: number,
  font: PosterFont,
  withText: boolean,
  camera: PictureMotion = 'scale',
): string {
  const frames = Math.round(clip.seconds * fps);
  const big = { width: even(size.width * MAX_ZOOM), height: even(size.height * MAX_ZOOM) };
  const move = moveFor(clip);
  // Smoothstep: the camera eases in and out instead of starting and stopping abruptly.
  const eased = (time: string) => `(st(0,${time}/${clip.seconds});ld(0)*ld(0)*(3-2*ld(0)))`;
  const shading = shade(clip.kind, big);
  const still = `[0:v]scale=${big.width}:${big.height}:force_original_aspect_ratio=increase,crop=${big.width}:${big.height},setsar=1,format=yuv420p`;
  const fadeOut = Math.max(0, clip.seconds - 0.8).toFixed(2);
  const motion = [
    `loop=loop=${frames - 1}:size=1`,
    `setpts=N/(${fps}*TB)`,
    // Declares the rate to the encoder, which would otherwise assume 25 fps and duplicate frames.
    `fps=${fps}`,
    ...(camera === 'scale' ? scaleAndCrop(size, move, eased('t')) : [zoomAndPan(size, move, eased('time'), fps)]),
    ...(withText ? typeFilters(clip, font) : []),
    'fade=t=in:d=0.6',
    `fade=t=out:st=${fadeOut}:d=0.8`,
    'format=yuv420p',
    `split=${rungs.length}${rungs.map((_, i) => `[r${i}]`).join('')}`,
  ].join(',');
  return [
    ...shading,
    shading.length > 0 ? `${still}[still];[still][shade]overlay=format=auto,${motion}` : `${still},${motion}`,
    ...rungs.map((rung, i) => `[r${i}]scale=${rung.width}:${rung.height},setsar=1[v${i}]`),
  ].join(';');
}
