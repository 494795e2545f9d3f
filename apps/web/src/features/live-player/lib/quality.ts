// SPEC 9 'Live player': the menu always lists Auto, 1080p, 720p, 480p, 360p. For a direct stream
// each label plays the stream's own rendition nearest to it; a label no rendition is nearest to is
// disabled. Auto hands the choice back to adaptive bitrate.
import { LIVE_PLAYER_QUALITIES } from '@ott/contract';

export type QualityLabel = (typeof LIVE_PLAYER_QUALITIES)[number];
export type QualityChoice = number | 'auto';

export interface QualityOption {
  label: QualityLabel;
  /** The rendition height this label plays ('auto' for ABR), or null when disabled. */
  value: QualityChoice | null;
}

export const labelHeight = (label: QualityLabel): number | null => (label === 'Auto' ? null : Number.parseInt(label, 10));

const LABEL_HEIGHTS = LIVE_PLAYER_QUALITIES.map(labelHeight).filter((h): h is number => h !== null);

/** The label height nearest to a rendition height (ties go to the higher label). */
export function nearestLabelHeight(height: number): number {
  let best = LABEL_HEIGHTS[0]!;
  for (const candidate of LABEL_HEIGHTS) if (Math.abs(candidate - height) < Math.abs(best - height)) best = candidate;
  return best;
}

/** Each rendition goes to its nearest label; a label keeps the rendition closest to it. */
export function qualityOptions(renditionHeights: readonly number[]): QualityOption[] {
  const chosen = new Map<number, number>();
  for (const height of new Set(renditionHeights)) {
    const label = nearestLabelHeight(height);
    const current = chosen.get(label);
    if (current === undefined || Math.abs(height - label) < Math.abs(current - label)) chosen.set(label, height);
  }
  return LIVE_PLAYER_QUALITIES.map((label) => {
    const target = labelHeight(label);
    return { label, value: target === null ? 'auto' : (chosen.get(target) ?? null) };
  });
}

/** The label shown as selected: Auto while ABR is on, else the label of the playing height. */
export function selectedLabel(options: readonly QualityOption[], isAuto: boolean, activeHeight: number | null): QualityLabel {
  if (isAuto || activeHeight === null) return 'Auto';
  return options.find((o) => o.value === activeHeight)?.label ?? 'Auto';
}
