import { describe, expect, it } from 'vitest';
import { SKIP_MARKER_MESSAGES } from '../schemas/skip-markers.ts';
import { markerAt, nextEpisodeId, seriesResumePoint, skipMarkersProblem, sortEpisodes } from './series.ts';

const order = [{ id: 11 }, { id: 12 }, { id: 21 }];
const at = (minute: number) => `2026-11-30T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('series order', () => {
  it('sorts by season then episode, and finds the next across seasons', () => {
    const sorted = sortEpisodes([
      { id: 21, season_number: 2, episode_number: 1 },
      { id: 12, season_number: 1, episode_number: 2 },
      { id: 11, season_number: 1, episode_number: 1 },
    ]);
    expect(sorted.map((e) => e.id)).toEqual([11, 12, 21]);
    expect(nextEpisodeId(sorted, 12)).toBe(21);
    expect(nextEpisodeId(sorted, 21)).toBeNull();
    expect(nextEpisodeId(sorted, 99)).toBeNull();
  });
});

describe('seriesResumePoint', () => {
  it('starts at the first episode with no progress', () => {
    expect(seriesResumePoint(order, [])).toEqual({ video_id: 11, position: 0, kind: 'start' });
    expect(seriesResumePoint([], [])).toBeNull();
  });
  it('resumes the latest episode at its position, from 0 when only a few seconds in', () => {
    const progress = [
      { video_id: 11, position: 300, completed: false, updated_at: at(1) },
      { video_id: 12, position: 40, completed: false, updated_at: at(5) },
    ];
    expect(seriesResumePoint(order, progress)).toEqual({ video_id: 12, position: 40, kind: 'resume' });
    expect(seriesResumePoint(order, [{ ...progress[1]!, position: 3 }])).toEqual({ video_id: 12, position: 0, kind: 'resume' });
  });
  it('opens the next episode when the latest is finished, and the first after the last', () => {
    expect(seriesResumePoint(order, [{ video_id: 12, position: 16, completed: true, updated_at: at(2) }])).toEqual({ video_id: 21, position: 0, kind: 'next' });
    expect(seriesResumePoint(order, [{ video_id: 21, position: 16, completed: true, updated_at: at(2) }])).toEqual({ video_id: 11, position: 0, kind: 'start' });
  });
  it('ignores progress in titles outside the series', () => {
    expect(seriesResumePoint(order, [{ video_id: 99, position: 50, completed: false, updated_at: at(9) }])?.kind).toBe('start');
  });
});

describe('skipMarkersProblem', () => {
  it('accepts touching and cross-kind overlapping markers', () => {
    expect(skipMarkersProblem([{ kind: 'intro', start: 1, end: 5 }, { kind: 'intro', start: 5, end: 6 }, { kind: 'recap', start: 0, end: 3 }], 16)).toBeNull();
    expect(skipMarkersProblem([], 0)).toBeNull();
  });
  it('names the first problem', () => {
    expect(skipMarkersProblem([{ kind: 'intro', start: 1, end: 2 }], 0)).toBe(SKIP_MARKER_MESSAGES.noDuration);
    expect(skipMarkersProblem([{ kind: 'intro', start: 3, end: 2 }], 16)).toBe(SKIP_MARKER_MESSAGES.startBeforeEnd);
    expect(skipMarkersProblem([{ kind: 'credits', start: 12, end: 16.5 }], 16)).toBe(SKIP_MARKER_MESSAGES.beyondDuration);
    expect(skipMarkersProblem([{ kind: 'song', start: 1, end: 4 }, { kind: 'song', start: 3, end: 6 }], 16)).toBe(SKIP_MARKER_MESSAGES.overlap);
  });
});

describe('markerAt', () => {
  it('finds the range the playhead is inside, end excluded', () => {
    const markers = [{ kind: 'intro' as const, start: 1, end: 5 }, { kind: 'credits' as const, start: 12, end: 16 }];
    expect(markerAt(markers, ['intro', 'recap', 'song'], 1)?.kind).toBe('intro');
    expect(markerAt(markers, ['intro', 'recap', 'song'], 5)).toBeNull();
    expect(markerAt(markers, ['intro'], 12.5)).toBeNull();
  });
});
