// The quality menu lists the stream's heights (SPEC 9). Shaka leaves out a rendition it has banned
// for a while (too many dropped frames on a slow machine, a failed download), so the heights seen
// since the source loaded are kept and merged with the engine's current list.
import type { QualityLevel } from '@/features/player/index.ts';

/** Every height in `known` or `current`, highest first, active as the engine says now. */
export function mergeQualities(known: readonly number[], current: readonly QualityLevel[]): QualityLevel[] {
  const heights = new Set([...known, ...current.map((quality) => quality.height)]);
  const active = new Set(current.filter((quality) => quality.active).map((quality) => quality.height));
  return [...heights].sort((a, b) => b - a).map((height) => ({ height, active: active.has(height) }));
}
