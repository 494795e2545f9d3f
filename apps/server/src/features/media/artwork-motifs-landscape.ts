// Outdoor motifs: hills at sunset, a city skyline at night, a river under the moon, a road to the sun.
import { U, V, f, hash, max, type MotifBuilder } from './artwork-motif-kit.ts';

const ridge = (base: number, phase: () => string, waves: readonly (readonly [number, number])[]) =>
  `${base}+${waves.map(([amplitude, frequency]) => `${amplitude}*sin(${U}*${frequency}+${phase()})`).join('+')}`;

export const LANDSCAPE_MOTIFS = {
  hills: (c) => ({
    light: c.light(0.58, 0.075, 0.2),
    horizon: 0.66,
    column: `st(6,${ridge(0.63, c.phase, [[0.045, 5.5], [0.02, 13]])});st(7,${ridge(0.77, c.phase, [[0.05, 3.7], [0.012, 21]])})`,
    far: c.below('ld(6)'),
    near: c.below('ld(7)'),
    shapesTop: 0.56,
  }),
  skyline: (c) => {
    // Window columns 9 px apart, 5 px wide; rows 13 px apart, 7 px tall; some lit.
    const { width, height } = c.canvas;
    const windowColumn = `if(lt(mod(${U}*${width},9),5),floor(${U}*${width}/9),-1)`;
    const lit = `gte(ld(8),0)*lt(mod(${V}*${height},13),7)*gt(${hash(`ld(8)*7.1+floor(${V}*${height}/13)*3.3+${c.salt}`)},0.86)`;
    return {
      light: c.light(0.74, 0, 0.32),
      horizon: 0.74,
      column: `st(6,0.4+0.24*${hash(`floor(${U}*23+${c.salt})*2.3`)});st(7,0.5+0.28*${hash(`floor(${U}*14+${c.salt})*1.7`)});st(8,${windowColumn})`,
      far: `gt(${V},ld(6))`,
      near: `gt(${V},ld(7))`,
      sparkle: `if(gt(${V},ld(7)),${lit}*0.9,0)`,
      shapesTop: 0.4,
    };
  },
  waves: (c) => {
    const horizon = 0.62;
    const ripple = `(0.5+0.5*sin(${V}*${c.canvas.height}*0.9+ld(8)))`;
    const column = `exp(-pow(ld(7)/(0.02+(${V}-${horizon})*0.45),2))`;
    return {
      light: c.light(0.54, 0.065, 0.2),
      horizon,
      waterline: horizon,
      column: `st(6,${ridge(0.6, c.phase, [[0.012, 9], [0.006, 23]])});st(7,abs(${c.dx}));st(8,3*sin(${U}*${c.canvas.width}*0.04+${c.phase()}))`,
      far: `${c.below('ld(6)')}*lt(${V},${horizon})`,
      sparkle: `if(gt(${V},${horizon}),${column}*${ripple}*exp(-(${V}-${horizon})*2.5)*0.85,0)`,
      shapesTop: 0.58,
    };
  },
  road: (c) => {
    // A road running to the sun on the horizon: fields either side, dashes shrinking with distance.
    const horizon = 0.63;
    const depth = `(${V}-${horizon})`;
    const road = c.inside('ld(7)', `${depth}*1.25`);
    const dashes = `${c.inside('ld(7)', `0.003+${depth}*0.035`)}*gt(sin(2.4/${depth}),0.2)`;
    return {
      light: c.light(0.6, 0.06, 0.2),
      horizon,
      column: `st(6,${ridge(0.6, c.phase, [[0.025, 6], [0.01, 17]])});st(7,abs(${c.dx}))`,
      far: max(c.below('ld(6)'), c.below(String(horizon))),
      near: `if(gt(${V},${horizon}),(1-${road})*clip(${depth}*6,0,1),0)`,
      sparkle: `if(gt(${V},${f(horizon + 0.01)}),${dashes}*0.8,0)`,
      shapesTop: 0.57,
    };
  },
} satisfies Record<string, MotifBuilder>;
