export interface DemoClipSpec {
  readonly slug: string;
  readonly title: string;
  readonly kind: 'feature' | 'promo';
  readonly seconds: number;
  /** Distinct per clip so that each gets its own pattern, colours and tone. */
  readonly seed: number;
}

/**
 * The synthetic clips a fresh machine generates on first start (§8). Kept short: the whole
 * set must encode in well under two minutes on a two-core machine.
 */
export const DEMO_CLIPS: readonly DemoClipSpec[] = [
  { slug: 'godavari-sunrise', title: 'Godavari Sunrise', kind: 'feature', seconds: 24, seed: 0 },
  { slug: 'village-cricket', title: 'Village Cricket', kind: 'feature', seconds: 22, seed: 1 },
  { slug: 'hyderabad-nights', title: 'Hyderabad Nights', kind: 'feature', seconds: 26, seed: 2 },
  { slug: 'monsoon-melody', title: 'Monsoon Melody', kind: 'feature', seconds: 24, seed: 3 },
  { slug: 'temple-festival', title: 'Temple Festival', kind: 'feature', seconds: 20, seed: 4 },
  { slug: 'kitchen-stories', title: 'Kitchen Stories', kind: 'feature', seconds: 28, seed: 5 },
  { slug: 'promo-new-this-week', title: 'Promo: New This Week', kind: 'promo', seconds: 10, seed: 6 },
  { slug: 'promo-festival-specials', title: 'Promo: Festival Specials', kind: 'promo', seconds: 8, seed: 7 },
];

export const DEMO_CLIP_SIZE = { width: 1280, height: 720 } as const;
/** §8 ladder trimmed for start-up time: two rungs are enough to exercise ABR switching. */
export const DEMO_RENDITION_HEIGHTS: readonly number[] = [720, 360];
