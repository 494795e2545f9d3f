// What a demo clip is made of (issue 12: every title plays a clip made from its own artwork). The
// list itself is built by the seed from its titles (features/seed/demo-clips.ts); this module only
// knows the shape and the encoding settings, which are chosen for a two-core first start.

/**
 * 'feature': a title's own clip; 'live': a live channel's loop (captions also inside its HLS
 * master); 'promo': a title's short trailer; 'ad': an advertisement made from its creative.
 */
export type DemoClipKind = 'feature' | 'live' | 'promo' | 'ad';

export interface DemoClipSpec {
  readonly slug: string;
  /** Burned into the picture, in Latin letters (drawtext cannot shape Telugu); ads carry none. */
  readonly title: string;
  /** Small line under the title, e.g. 'Movies · 2023' or 'Live · News'. */
  readonly subtitle?: string;
  readonly kind: DemoClipKind;
  readonly seconds: number;
  /** Picks the camera move and the soundtrack's key, so neighbours differ. */
  readonly seed: number;
  /** The still the clip is made from, relative to the media dir (the title's painted backdrop). */
  readonly background: string;
  /** The title's one-line synopsis, read out in the English captions. */
  readonly description?: string;
  /** The title in Telugu script and its Telugu synopsis, read out in the Telugu captions (issue 18). */
  readonly teluguTitle?: string;
  readonly teluguDescription?: string;
  /** Paid titles and premium channels: made under `protected/demo/`, served only through signed URLs. */
  readonly isProtected?: boolean;
  /**
   * Feature clips (issue 18): the soundtracks by BCP 47 language, the first the default, each its
   * own tagged audio rendition (HLS EXT-X-MEDIA TYPE=AUDIO LANGUAGE, DASH lang); each language plays
   * the pad in another key and progression. Absent: one untagged soundtrack.
   */
  readonly audioLanguages?: readonly string[];
}

export const DEMO_CLIP_SIZE = { width: 1280, height: 720 } as const;
/** A slow pan over a still needs few frames: 20 fps keeps the encode cheap and the motion smooth. */
export const DEMO_FPS = 20;
/** §8 ladder trimmed for start-up time: two rungs are enough to exercise ABR switching. */
export const DEMO_RENDITION_HEIGHTS: readonly number[] = [720, 360];
/**
 * Clip lengths. Features stay above 12 s so that a 10 s skip from the first seconds stays inside
 * the clip; live loops are longer because the Live TV player seeks ±10 s inside them.
 */
export const DEMO_CLIP_SECONDS: Readonly<Record<DemoClipKind, number>> = { feature: 16, live: 24, promo: 8, ad: 10 };
/** Kbps per rung: a still in slow motion needs far less than the camera footage of §8's ladder. */
export const DEMO_BITRATE_KBPS: Readonly<Record<number, number>> = { 720: 1400, 360: 450 };
