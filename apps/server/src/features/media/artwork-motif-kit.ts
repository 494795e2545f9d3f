// Shared pieces of the key-art motifs: register names, the shape a motif returns and the helpers
// it is built with (see artwork-motifs.ts for the register layout).
export const U = 'ld(0)';
export const V = 'ld(1)';
export const D = 'ld(2)';
export const ASPECT = (16 / 9).toFixed(4);

export const f = (value: number) => Number(value.toFixed(4)).toString();
/** Pseudo-random 0..1 from a number (register 9 is scratch). */
export const hash = (n: string) => `(st(9,sin(${n})*43758.5453);ld(9)-floor(ld(9)))`;

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

export interface MotifContext {
  readonly canvas: { readonly width: number; readonly height: number };
  /** A random phase for a sine, fixed per seed. */
  readonly phase: () => string;
  readonly salt: string;
  /** Horizontal offset from the light's column in picture heights, so shapes keep proportions. */
  readonly dx: string;
  /** Anti-aliased masks (one pixel of ramp): below an edge; within a half-width of a centre line. */
  readonly below: (edge: string) => string;
  readonly inside: (distance: string, halfWidth: string) => string;
  readonly light: (v: number, disc: number, spread: number) => MotifShape['light'];
}

export type MotifBuilder = (context: MotifContext) => MotifShape;

export const max = (...masks: string[]): string => masks.reduce((all, mask) => `max(${all},${mask})`);

/** A standing figure (head, neck, rounded shoulders, long coat) whose head is centred at v0. */
export function figure(context: MotifContext, distance: string, v0: number, scale: number): string {
  const k = (value: number) => f(value * scale);
  const head = `clip((${k(0.032)}-hypot(${distance},${V}-${f(v0)}))*${context.canvas.height},0,1)`;
  const neck = `${context.inside(distance, k(0.014))}*between(${V},${f(v0 + 0.025 * scale)},${f(v0 + 0.06 * scale)})`;
  const shoulders = `${k(0.082)}*sqrt(clip((${V}-${f(v0 + 0.045 * scale)})/${k(0.05)},0,1))`;
  const body = context.inside(distance, `${shoulders}+max(${V}-${f(v0 + 0.095 * scale)},0)*0.1`);
  return max(head, neck, body);
}
