// Colour schemes for generated title artwork: dark skies with one warm or cool light, the look of
// streaming key art. Each is [r, g, b] per role so the scene can mix them per channel.
export type Rgb = readonly [number, number, number];

export interface ArtworkPalette {
  /** Sky from the top of the frame, through the middle, to the horizon. */
  readonly top: Rgb;
  readonly mid: Rgb;
  readonly horizon: Rgb;
  /** The light source (sun, halo, spotlight) and its bright core. */
  readonly glow: Rgb;
  readonly core: Rgb;
  /** Distant and near silhouettes. */
  readonly far: Rgb;
  readonly near: Rgb;
  /** Lit windows, ripples and the subtitle text. */
  readonly accent: Rgb;
}

const hex = (value: number): Rgb => [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];

const palette = (colours: Record<keyof ArtworkPalette, number>): ArtworkPalette =>
  Object.fromEntries(Object.entries(colours).map(([role, value]) => [role, hex(value)])) as unknown as ArtworkPalette;

export const ARTWORK_PALETTES = {
  dusk: palette({ top: 0x0b0a1c, mid: 0x3a1642, horizon: 0xd8683a, glow: 0xff9a4a, core: 0xfff0d0, far: 0x35152e, near: 0x07050c, accent: 0xf5b642 }),
  teal: palette({ top: 0x020c12, mid: 0x07303c, horizon: 0x2a8a86, glow: 0x5fd6c4, core: 0xe8fff8, far: 0x0b2a33, near: 0x020709, accent: 0x6fe3cf }),
  crimson: palette({ top: 0x0c0306, mid: 0x3d0a18, horizon: 0xb3243a, glow: 0xff5a4a, core: 0xffe2d0, far: 0x2e0a14, near: 0x060204, accent: 0xff8a70 }),
  royal: palette({ top: 0x070518, mid: 0x24164f, horizon: 0x7a47c2, glow: 0xf2b85a, core: 0xfff3d6, far: 0x1e1440, near: 0x05030d, accent: 0xf4c86a }),
  monsoon: palette({ top: 0x030814, mid: 0x0f2a55, horizon: 0x3a74c4, glow: 0x9ccaff, core: 0xf0f8ff, far: 0x0e2140, near: 0x02050c, accent: 0x8cc8ff }),
  emerald: palette({ top: 0x020d09, mid: 0x0b3a27, horizon: 0x3f9a5c, glow: 0xe4e890, core: 0xfffbe0, far: 0x0a2a1c, near: 0x010604, accent: 0xc8e87a }),
  saffron: palette({ top: 0x140600, mid: 0x4e1a02, horizon: 0xd97706, glow: 0xffc25a, core: 0xfff4d8, far: 0x3a1404, near: 0x0a0300, accent: 0xffc24a }),
  neon: palette({ top: 0x0b0312, mid: 0x36093d, horizon: 0xc42d7c, glow: 0xff8ad0, core: 0xfff0f8, far: 0x2a0a30, near: 0x060208, accent: 0xff7ac0 }),
} as const satisfies Record<string, ArtworkPalette>;

export type ArtworkPaletteName = keyof typeof ARTWORK_PALETTES;
export const ARTWORK_PALETTE_NAMES = Object.keys(ARTWORK_PALETTES) as ArtworkPaletteName[];

export const toHexColour = ([r, g, b]: Rgb): string => `0x${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
