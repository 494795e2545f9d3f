// The shapes of generated key art, as ffmpeg expression snippets (geq). Registers: ld(0)=u (0..1
// across), ld(1)=v (0..1 down); in the light pass ld(2)=distance from the light in picture heights;
// in the shape pass ld(6..8) hold what `column` computed for the current column. Focal points stay
// within u 0.38..0.62 so the centred portrait crop keeps them.
import { LANDSCAPE_MOTIFS } from './artwork-motifs-landscape.ts';
import { STAGE_MOTIFS } from './artwork-motifs-stage.ts';
import { ASPECT, U, V, f, type MotifContext, type MotifShape } from './artwork-motif-kit.ts';

export type { MotifShape } from './artwork-motif-kit.ts';

const BUILDERS = { ...LANDSCAPE_MOTIFS, ...STAGE_MOTIFS };
export type ArtworkMotif = keyof typeof BUILDERS;
export const ARTWORK_MOTIFS = Object.keys(BUILDERS) as ArtworkMotif[];

export interface MotifCanvas {
  readonly width: number;
  readonly height: number;
}

/** A small deterministic generator so one seed always draws the same picture. */
export function seededRandom(seed: number): () => number {
  let state = (Math.abs(Math.trunc(seed)) * 2654435761 + 0x9e3779b9) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function motifShape(motif: ArtworkMotif, random: () => number, canvas: MotifCanvas): MotifShape {
  const cx = 0.42 + random() * 0.16;
  const px = canvas.height;
  const context: MotifContext = {
    canvas,
    phase: () => f(random() * 6.283),
    salt: f(random() * 100),
    dx: `(${U}-${f(cx)})*${ASPECT}`,
    below: (edge) => `clip((${V}-(${edge}))*${px},0,1)`,
    inside: (distance, halfWidth) => `clip((${halfWidth}-${distance})*${px},0,1)`,
    light: (v, disc, spread) => ({ u: Number(f(cx)), v, disc, spread }),
  };
  return BUILDERS[motif](context);
}
