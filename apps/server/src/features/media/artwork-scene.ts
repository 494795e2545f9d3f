// Paints a key-art background as a grey "light" image mapped through the palette like a gradient
// map (a 256-entry LUT), so every title stays in tone. Two geq passes keep it cheap: everything
// smooth (sky, glow, rays, water) at a quarter of the pixels and upscaled, then the silhouettes
// and small lights at full size, skipping the rows above the highest shape.
import type { ArtworkMotif } from './artwork-motifs.ts';
import { motifShape, type MotifShape } from './artwork-motifs.ts';
import type { ArtworkPalette, Rgb } from './artwork-palettes.ts';
import { filterOptions } from './filter-escape.ts';

const MID_V = 0.42;

/** Grey levels (0..1) the scene paints each role with, and the palette colour they map to. */
const LEVELS = { near: 0.02, far: 0.14, top: 0.3, mid: 0.45, horizon: 0.62, glow: 0.82, core: 1 } as const;
type Role = keyof typeof LEVELS;

/** Sky, water, glow and the light's disc: smooth, so painted small. */
function lightExpression(shape: MotifShape): string {
  const { light } = shape;
  const sky = (v: string) =>
    `if(lt(${v},${MID_V}),lerp(${LEVELS.top},${LEVELS.mid},${v}/${MID_V}),lerp(${LEVELS.mid},${LEVELS.horizon},clip((${v}-${MID_V})/${shape.horizon - MID_V},0,1)))`;
  const steps = ['st(0,X/W)', 'st(1,Y/H)', `st(2,hypot((ld(0)-${light.u})*W/H,ld(1)-${light.v}))`, `st(3,${sky('ld(1)')})`];
  if (shape.waterline !== undefined) {
    // The water mirrors the sky about the waterline, darker with depth.
    const mirrored = `(2*${shape.waterline}-ld(1))`;
    steps.push(`st(3,if(gt(ld(1),${shape.waterline}),${sky(mirrored)}*(0.75-0.5*(ld(1)-${shape.waterline})),ld(3)))`);
  }
  const glow = `exp(-ld(2)*ld(2)/${2 * light.spread ** 2})${shape.glowExtra ? `+${shape.glowExtra}` : ''}`;
  steps.push(`st(3,ld(3)+0.42*(${glow}))`);
  if (light.disc > 0) steps.push(`st(3,lerp(ld(3),1,clip((${light.disc}-ld(2))*H*0.5,0,1)))`);
  steps.push('clip(ld(3)*255,0,255)');
  return steps.join(';');
}

/**
 * Silhouettes and small lights over the upscaled light image (read back with lum(X,Y)). It runs on
 * the transposed picture, so each row is one column: `column` (ridge heights, building tops) is
 * computed once per row at X=0 and kept in registers, which persist between pixels of a row.
 */
function shapeExpression(shape: MotifShape): string {
  const steps = ['st(3,lum(X,Y)/255)'];
  if (shape.far) steps.push(`st(3,lerp(ld(3),${LEVELS.far},${shape.far}))`);
  if (shape.near) steps.push(`st(3,lerp(ld(3),${LEVELS.near},${shape.near}))`);
  if (shape.sparkle) steps.push(`st(3,lerp(ld(3),${LEVELS.glow},${shape.sparkle}))`);
  steps.push('ld(3)*255');
  const column = `if(eq(X,0),st(0,Y/H)${shape.column ? `;${shape.column}` : ''})`;
  return `${column};st(1,X/W);if(lt(ld(1),${shape.shapesTop}),lum(X,Y),${steps.join(';')})`;
}

/** Piecewise-linear map of a grey value (`val`, 0..255) to one channel of the palette. */
function gradientMap(palette: ArtworkPalette, channel: 0 | 1 | 2): string {
  const stops = (Object.keys(LEVELS) as Role[]).map((role) => [LEVELS[role] * 255, (palette[role] as Rgb)[channel]] as const);
  let expression = String(stops.at(-1)?.[1] ?? 255);
  for (let i = stops.length - 2; i >= 0; i -= 1) {
    const [x0, y0] = stops[i] as readonly [number, number];
    const [x1, y1] = stops[i + 1] as readonly [number, number];
    expression = `if(lt(val,${x1.toFixed(1)}),lerp(${y0},${y1},clip((val-${x0.toFixed(1)})/${(x1 - x0).toFixed(1)},0,1)),${expression})`;
  }
  return expression;
}

export interface SceneSize {
  readonly width: number;
  readonly height: number;
}

/**
 * A filter chain (no inputs) drawing the coloured scene: painted at `size`, delivered rgb24 at
 * `outSize`. The upscale happens while the picture is still one grey plane, a third of the work.
 */
export function sceneChain(motif: ArtworkMotif, palette: ArtworkPalette, random: () => number, size: SceneSize, outSize: SceneSize): string {
  const shape = motifShape(motif, random, size);
  return [
    `color=c=black:s=${size.width / 2}x${size.height / 2}:r=1:d=1`,
    'format=gray',
    `geq=${filterOptions({ lum: lightExpression(shape) })}`,
    `scale=${size.width}:${size.height}:flags=bicubic`,
    'transpose=cclock_flip',
    `geq=${filterOptions({ lum: shapeExpression(shape) })}`,
    'transpose=cclock_flip',
    `scale=${outSize.width}:${outSize.height}:flags=bicubic`,
    'format=rgb24',
    `lutrgb=${filterOptions({ r: gradientMap(palette, 0), g: gradientMap(palette, 1), b: gradientMap(palette, 2) })}`,
  ].join(',');
}
