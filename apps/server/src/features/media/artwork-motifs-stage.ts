// Motifs with a subject in the light: a temple gopuram, an equaliser under a halo, one figure or two
// in spotlights.
import { D, U, V, f, figure, hash, max, type MotifBuilder } from './artwork-motif-kit.ts';

const beams = (dx: string, phase: string) => `0.5*pow(abs(cos(atan2(${dx},${V}+0.2)*7+${phase})),24)*(1.1-${V})`;

export const STAGE_MOTIFS = {
  temple: (c) => {
    // A gopuram: tapering tiers with cornices, a barrel-vaulted crown and three kalasams.
    const base = 0.86;
    const top = 0.4;
    const t = `clip((${base}-${V})/${f(base - top)},0,1)`;
    const tiers = `between(${V},${top},1)*${c.inside('ld(6)', `0.15-0.085*${t}+0.012*lt(${t}*7-floor(${t}*7),0.16)`)}`;
    const crown = `lt(pow(ld(6)/0.085,2)+pow((${V}-${top})/0.032,2),1)`;
    const spire = f(top - 0.075);
    const kalasams = `${c.inside('min(ld(6),abs(ld(6)-0.05))', `0.006+0.25*max(${V}-${spire},0)`)}*between(${V},${spire},${top})`;
    const ground = c.below(String(base));
    return {
      light: c.light(0.44, 0, 0.26),
      horizon: 0.8,
      glowExtra: `0.4*pow(abs(sin(atan2(${c.dx},${V}-0.44)*9+${c.phase()})),12)*exp(-${D}*1.6)`,
      column: `st(6,abs(${c.dx}));st(7,0.74+0.025*sin(${U}*7+${c.phase()}))`,
      far: c.below('ld(7)'),
      near: `if(gt(ld(6),0.2),${ground},${max(tiers, crown, kalasams, ground)})`,
      shapesTop: 0.32,
    };
  },
  rings: (c) => {
    // An equaliser: 56 bars, 70% filled, tallest near the light.
    const n = `${U}*56`;
    const barTop = `0.9-(0.05+0.22*${hash(`floor(${n})+${c.salt}`)})*exp(-pow(${c.dx}*1.3,2))`;
    return {
      light: c.light(0.42, 0.05, 0.16),
      horizon: 0.9,
      glowExtra: `0.55*pow(abs(cos(${D}*34)),20)*exp(-${D}*2.2)`,
      column: `st(6,if(lt(${n}-floor(${n}),0.7),${barTop},0.9))`,
      near: `gt(${V},ld(6))`,
      shapesTop: 0.62,
    };
  },
  spotlight: (c) => {
    const stage = c.below('0.86');
    return {
      light: c.light(0.48, 0, 0.24),
      horizon: 0.86,
      glowExtra: beams(c.dx, c.phase()),
      column: `st(6,abs(${c.dx}))`,
      near: `if(gt(ld(6),0.15),${stage},${max(figure(c, 'ld(6)', 0.505, 1), stage)})`,
      shapesTop: 0.47,
    };
  },
  duo: (c) => {
    // Two figures side by side, the second a little shorter.
    const stage = c.below('0.86');
    return {
      light: c.light(0.46, 0, 0.22),
      horizon: 0.86,
      glowExtra: beams(c.dx, c.phase()),
      column: `st(6,abs(${c.dx}+0.06));st(7,abs(${c.dx}-0.06))`,
      near: `if(gt(min(ld(6),ld(7)),0.15),${stage},${max(figure(c, 'ld(6)', 0.51, 1), figure(c, 'ld(7)', 0.545, 0.92), stage)})`,
      shapesTop: 0.47,
    };
  },
} satisfies Record<string, MotifBuilder>;
