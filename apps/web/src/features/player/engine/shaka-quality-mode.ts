// Issue 18.8: the quality setting on a Shaka player. Auto is adaptive bitrate over every rung;
// Data saver keeps adaptive bitrate on but never above the lowest rung; High holds the tallest rung
// (adaptive bitrate may only choose among that height's variants). Restrictions of adaptive bitrate
// only ("soft"), so every rung stays listed in the quality menu and can still be picked by hand.
import type shakaNamespace from 'shaka-player/dist/shaka-player.compiled-es2021.js';
import type { QualityMode } from '@ott/contract';
import { abrHeightLimits } from '@/lib/quality-mode.ts';

type ShakaPlayer = shakaNamespace.Player;

/**
 * Applies `mode`; with `switchNow` (a choice made while playing) the target rung is selected at
 * once instead of at adaptive bitrate's next decision.
 */
export function applyQualityMode(player: ShakaPlayer, mode: QualityMode, switchNow = false): void {
  const tracks = player.getVariantTracks().filter((track) => track.height);
  const limits = abrHeightLimits(mode, tracks.map((track) => track.height ?? 0));
  player.configure({ abr: { enabled: true, restrictions: { minHeight: limits.minHeight, maxHeight: limits.maxHeight } } });
  if (!switchNow || mode === 'auto' || tracks.length === 0) return;
  const fitting = tracks.filter((track) => (track.height ?? 0) >= limits.minHeight && (track.height ?? 0) <= limits.maxHeight);
  // The lowest rate of the lowest rung for Data saver, the highest of the tallest for High.
  const target = [...fitting].sort((a, b) => (mode === 'data_saver' ? a.bandwidth - b.bandwidth : b.bandwidth - a.bandwidth))[0];
  if (target && !target.active) player.selectVariantTrack(target, true, 2);
}
