// The shapes of generated key art, as ffmpeg expression snippets (geq). Registers: ld(0)=u (0..1
// across), ld(1)=v (0..1 down); in the light pass ld(2)=distance from the light in picture heights;
// in the shape pass ld(6..8) hold what `column` computed for the current column. Focal points stay
// within u 0.38..0.62 so the centred portrait crop keeps them.
export const ARTWORK_MOTIFS = ['hills', 'skyline', 'temple', 'rings', 'waves', 'spotlight'] as const;
export type ArtworkMotif = (typeof ARTWORK_MOTIFS)[number];

export interface MotifShape {
  /** Light position (u, v), radius of its solid disc (0: halo only) and spread of the glow. */
  readonly light: { readonly u: number; readonly v: number; readonly disc: number; readonly spread: number };
  /** Where the sky meets the ground (the sky gradient ends here). */
  readonly horizon: number;
  /** Water: below this v the sky is mirrored and dimmed. */
  readonly waterline?: number;
  /** Extra light in the glow colour (rays, rings), painted in the light pass. */
  readonly glowExtra?: string;
  /** Shape pass: run once per column (u fixed) to store registers 6..8 for the masks. */
  readonly column?: string;
  /** 0..1 masks: distant silhouettes, near silhouettes, small lights (windows, ripples). */
  readonly far?: string;
  readonly near?: string;
  readonly sparkle?: string;
  /** No silhouette or small light reaches above this v: those pixels skip the masks. */
  readonly shapesTop: number;
}

export interface MotifCanvas {
  readonly width: number;
  readonly height: number;
}

const U = 'ld(0)';
const V = 'ld(1)';
const D = 'ld(2)';
const ASPECT = (16 / 9).toFixed(4);
/** Pseudo-random 0..1 from a number (register 9 is scratch). */
const hash = (n: string) => `(st(9,sin(${n})*43758.5453);ld(9)-floor(ld(9)))`;

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

const f = (value: number) => Number(value.toFixed(4)).toString();

export function motifShape(motif: ArtworkMotif, random: () => number, canvas: MotifCanvas): MotifShape {
  const p = () => f(random() * 6.283);
  const cx = 0.42 + random() * 0.16;
  const s = f(random() * 100);
  /** Horizontal offset from the light's column in picture heights, so shapes keep their proportions. */
  const dx = `(${U}-${f(cx)})*${ASPECT}`;
  /** Anti-aliased "below the edge" mask (one pixel of ramp). */
  const below = (edge: string) => `clip((${V}-(${edge}))*${canvas.height},0,1)`;
  const light = (v: number, disc: number, spread: number) => ({ u: Number(f(cx)), v, disc, spread });
  switch (motif) {
    case 'hills':
      return {
        light: light(0.58, 0.075, 0.2),
        horizon: 0.66,
        column: `st(6,0.63+0.045*sin(${U}*5.5+${p()})+0.02*sin(${U}*13+${p()}));st(7,0.77+0.05*sin(${U}*3.7+${p()})+0.012*sin(${U}*21+${p()}))`,
        far: below('ld(6)'),
        near: below('ld(7)'),
        shapesTop: 0.56,
      };
    case 'skyline': {
      // Window columns 9 px apart, 5 px wide; rows 13 px apart, 7 px tall; some lit.
      const windowColumn = `if(lt(mod(${U}*${canvas.width},9),5),floor(${U}*${canvas.width}/9),-1)`;
      const lit = `gte(ld(8),0)*lt(mod(${V}*${canvas.height},13),7)*gt(${hash(`ld(8)*7.1+floor(${V}*${canvas.height}/13)*3.3+${s}`)},0.86)`;
      return {
        light: light(0.74, 0, 0.32),
        horizon: 0.74,
        column: `st(6,0.4+0.24*${hash(`floor(${U}*23+${s})*2.3`)});st(7,0.5+0.28*${hash(`floor(${U}*14+${s})*1.7`)});st(8,${windowColumn})`,
        far: `gt(${V},ld(6))`,
        near: `gt(${V},ld(7))`,
        sparkle: `if(gt(${V},ld(7)),${lit}*0.9,0)`,
        shapesTop: 0.4,
      };
    }
    case 'temple': {
      // A gopuram: tapering tiers with cornices, a barrel-vaulted crown and three kalasams.
      const base = 0.86;
      const top = 0.4;
      const t = `clip((${base}-${V})/${f(base - top)},0,1)`;
      const tiers = `between(${V},${top},1)*lt(ld(6),0.15-0.085*${t}+0.012*lt(${t}*7-floor(${t}*7),0.16))`;
      const crown = `lt(pow(ld(6)/0.085,2)+pow((${V}-${top})/0.032,2),1)`;
      const kalasams = `lt(min(ld(6),abs(ld(6)-0.05)),0.006+0.25*max(${V}-${f(top - 0.075)},0))*between(${V},${f(top - 0.075)},${top})`;
      return {
        light: light(0.44, 0, 0.26),
        horizon: 0.8,
        glowExtra: `0.4*pow(abs(sin(atan2(${dx},${V}-0.44)*9+${p()})),12)*exp(-${D}*1.6)`,
        column: `st(6,abs(${dx}));st(7,0.74+0.025*sin(${U}*7+${p()}))`,
        far: below('ld(7)'),
        near: `if(gt(ld(6),0.2),${below(String(base))},max(max(max(${tiers},${crown}),${kalasams}),${below(String(base))}))`,
        shapesTop: 0.32,
      };
    }
    case 'rings': {
      // An equaliser: 56 bars, 70% filled, tallest near the light.
      const n = `${U}*56`;
      const barTop = `0.9-(0.05+0.22*${hash(`floor(${n})+${s}`)})*exp(-pow(${dx}*1.3,2))`;
      return {
        light: light(0.42, 0.05, 0.16),
        horizon: 0.9,
        glowExtra: `0.55*pow(abs(cos(${D}*34)),20)*exp(-${D}*2.2)`,
        column: `st(6,if(lt(${n}-floor(${n}),0.7),${barTop},0.9))`,
        near: `gt(${V},ld(6))`,
        shapesTop: 0.62,
      };
    }
    case 'waves': {
      const horizon = 0.62;
      const ripple = `(0.5+0.5*sin(${V}*${canvas.height}*0.9+ld(8)))`;
      const column = `exp(-pow(ld(7)/(0.02+(${V}-${horizon})*0.45),2))`;
      return {
        light: light(0.54, 0.065, 0.2),
        horizon,
        waterline: horizon,
        column: `st(6,0.6+0.012*sin(${U}*9+${p()})+0.006*sin(${U}*23+${p()}));st(7,abs(${dx}));st(8,3*sin(${U}*${canvas.width}*0.04+${p()}))`,
        far: `${below('ld(6)')}*lt(${V},${horizon})`,
        sparkle: `if(gt(${V},${horizon}),${column}*${ripple}*exp(-(${V}-${horizon})*2.5)*0.85,0)`,
        shapesTop: 0.58,
      };
    }
    case 'spotlight': {
      // A lone figure on a stage: head, neck, rounded shoulders and a long coat.
      const head = `clip((0.032-hypot(ld(6),${V}-0.505))*${canvas.height}*0.5,0,1)`;
      const neck = `lt(ld(6),0.014)*between(${V},0.53,0.56)`;
      const body = `lt(ld(6),0.082*sqrt(clip((${V}-0.55)/0.05,0,1))+max(${V}-0.6,0)*0.1)`;
      const stage = below('0.86');
      return {
        light: light(0.48, 0, 0.24),
        horizon: 0.86,
        glowExtra: `0.5*pow(abs(cos(atan2(${dx},${V}+0.2)*7+${p()})),24)*(1.1-${V})`,
        column: `st(6,abs(${dx}))`,
        near: `if(gt(ld(6),0.15),${stage},max(max(max(${head},${neck}),${body}),${stage}))`,
        shapesTop: 0.47,
      };
    }
  }
}
