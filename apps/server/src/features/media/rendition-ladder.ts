export interface RenditionPlan {
  /** The rung's nominal height (1080, 720, ...): output fits a 16:9 box this tall. */
  readonly height: number;
  readonly maxWidth: number;
  readonly videoBitrateKbps: number;
}

/** §8: 1080p/720p/480p/360p as the source allows. */
export const STANDARD_RENDITION_HEIGHTS: readonly number[] = [1080, 720, 480, 360];

const BITRATE_KBPS_BY_HEIGHT: Readonly<Record<number, number>> = { 1080: 5000, 720: 2800, 480: 1400, 360: 800 };

/**
 * The renditions to encode, tallest first. A rung is used when the source reaches its 16:9
 * box in either dimension, so a 1920x800 scope film still gets its "1080p" rung; output is
 * scaled to fit the box and never up. At least two are returned so that a player has
 * something to adapt between, halving the smallest if the source is tiny.
 */
export function planRenditions(
  source: { readonly width: number; readonly height: number },
  wantedHeights: readonly number[] = STANDARD_RENDITION_HEIGHTS,
): RenditionPlan[] {
  const boxes = [...new Set(wantedHeights)].sort((a, b) => b - a).map((height) => ({ height, maxWidth: toEven((height * 16) / 9) }));
  const reached = boxes.filter((box) => source.width >= box.maxWidth || source.height >= box.height);
  const chosen = reached.length > 0 ? reached : [{ height: toEven(source.height), maxWidth: toEven(source.width) }];
  const smallest = chosen.at(-1);
  if (chosen.length < 2 && smallest) chosen.push({ height: toEven(smallest.height / 2), maxWidth: toEven(smallest.maxWidth / 2) });
  return chosen.map((box) => ({ ...box, videoBitrateKbps: bitrateForHeight(box.height) }));
}

function bitrateForHeight(height: number): number {
  // Off-ladder heights scale from 720p by pixel count to the power 0.75 (bits per pixel fall as size grows).
  return BITRATE_KBPS_BY_HEIGHT[height] ?? Math.max(200, Math.round((2800 * ((height / 720) ** 2) ** 0.75) / 50) * 50);
}

function toEven(value: number): number {
  return Math.max(2, 2 * Math.round(value / 2));
}
