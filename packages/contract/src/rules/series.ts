// Issue 18 points 4 and 5: pure rules of series order, continue watching across episodes and skip
// markers, shared by the server (answers, validation) and the web (player, series page).
import { SKIP_MARKER_MESSAGES, type SkipMarker, type SkipMarkerKind } from '../schemas/skip-markers.ts';
import { PROGRESS_MIN_RESUME_SECONDS } from '../schemas/watch-progress.ts';

export interface EpisodeOrderKey {
  id: number;
  season_number: number;
  episode_number: number;
}

/** Episodes in watching order: season, then episode number (then id, for a stable order). */
export function sortEpisodes<T extends EpisodeOrderKey>(episodes: readonly T[]): T[] {
  return [...episodes].sort((a, b) => a.season_number - b.season_number || a.episode_number - b.episode_number || a.id - b.id);
}

/** The episode after `currentId` in watching order (across seasons), or null after the last or when not found. */
export function nextEpisodeId(ordered: readonly { id: number }[], currentId: number): number | null {
  const index = ordered.findIndex((episode) => episode.id === currentId);
  if (index < 0) return null;
  return ordered[index + 1]?.id ?? null;
}

export interface EpisodeProgress {
  video_id: number;
  position: number;
  completed: boolean;
  /** ISO time: the latest report decides which episode the viewer is in. */
  updated_at: string;
}

export type SeriesResumeKind = 'resume' | 'next' | 'start';

/**
 * What the series page's Play button opens. The episode the viewer watched last: at its position
 * when unfinished (from the start when only a few seconds in), else the one after it; the first
 * episode when they have watched nothing here yet or finished the last one. Null for no episodes.
 */
export function seriesResumePoint(
  ordered: readonly { id: number }[],
  progress: readonly EpisodeProgress[],
): { video_id: number; position: number; kind: SeriesResumeKind } | null {
  const first = ordered[0];
  if (!first) return null;
  const inSeries = new Set(ordered.map((episode) => episode.id));
  const latest = progress
    .filter((p) => inSeries.has(p.video_id))
    .reduce<EpisodeProgress | null>((best, p) => (best === null || p.updated_at > best.updated_at ? p : best), null);
  if (!latest) return { video_id: first.id, position: 0, kind: 'start' };
  if (!latest.completed) {
    const position = latest.position >= PROGRESS_MIN_RESUME_SECONDS ? latest.position : 0;
    return { video_id: latest.video_id, position, kind: 'resume' };
  }
  const next = nextEpisodeId(ordered, latest.video_id);
  return next === null ? { video_id: first.id, position: 0, kind: 'start' } : { video_id: next, position: 0, kind: 'next' };
}

/**
 * Why a title's markers cannot be saved, in the contract's words, or null. Each must start before
 * it ends and end within the running time; two of the same kind may not overlap (touching is fine).
 */
export function skipMarkersProblem(markers: readonly SkipMarker[], durationSeconds: number): string | null {
  if (markers.length === 0) return null;
  if (!(durationSeconds > 0)) return SKIP_MARKER_MESSAGES.noDuration;
  for (const marker of markers) {
    if (!(marker.start < marker.end)) return SKIP_MARKER_MESSAGES.startBeforeEnd;
    if (marker.end > durationSeconds) return SKIP_MARKER_MESSAGES.beyondDuration;
  }
  const byKind = new Map<SkipMarkerKind, SkipMarker[]>();
  for (const marker of markers) byKind.set(marker.kind, [...(byKind.get(marker.kind) ?? []), marker]);
  for (const list of byKind.values()) {
    const sorted = [...list].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i += 1) {
      if (sorted[i]!.start < sorted[i - 1]!.end) return SKIP_MARKER_MESSAGES.overlap;
    }
  }
  return null;
}

/** The marker of one of `kinds` the playhead is inside (start inclusive, end exclusive), if any. */
export function markerAt(markers: readonly SkipMarker[], kinds: readonly SkipMarkerKind[], seconds: number): SkipMarker | null {
  return markers.find((m) => kinds.includes(m.kind) && seconds >= m.start && seconds < m.end) ?? null;
}
