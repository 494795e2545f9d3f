// The pure continue-watching rules: whole seconds, clamping, when a title counts as finished.
import { describe, expect, it } from 'vitest';
import { PROGRESS_COMPLETE_TAIL_SECONDS, PROGRESS_MIN_RESUME_SECONDS } from '@ott/contract';
import { isFinished, isResumable, normaliseProgress, percentWatched } from '../../src/features/progress/progress-rules.ts';

describe('normaliseProgress', () => {
  it('rounds to whole seconds and clamps the position to the duration', () => {
    expect(normaliseProgress(12.4, 3600.6, 0)).toEqual({ position: 12, duration: 3601, completed: false });
    expect(normaliseProgress(12.5, 3600, 0)).toEqual({ position: 13, duration: 3600, completed: false });
    expect(normaliseProgress(5000, 3600, 0)).toEqual({ position: 3600, duration: 3600, completed: true });
  });

  it('falls back to the catalogue running time when the player reports none', () => {
    expect(normaliseProgress(100, 0, 3600)).toEqual({ position: 100, duration: 3600, completed: false });
    expect(normaliseProgress(100, 0.2, 60)).toEqual({ position: 60, duration: 60, completed: true });
  });

  it('keeps the position when no duration is known, never finished', () => {
    expect(normaliseProgress(42.2, 0, 0)).toEqual({ position: 42, duration: 0, completed: false });
  });
});

describe('isFinished', () => {
  it('finishes a long title within the tail of its end or past 95 %', () => {
    const hour = 3600;
    expect(isFinished(hour, 7200)).toBe(false);
    expect(isFinished(7200 * 0.95 - 1, 7200)).toBe(false);
    expect(isFinished(7200 * 0.95, 7200)).toBe(true);
    // 10 minutes: the 30 s tail comes before 95 %.
    expect(isFinished(600 - PROGRESS_COMPLETE_TAIL_SECONDS - 1, 600)).toBe(false);
    expect(isFinished(600 - PROGRESS_COMPLETE_TAIL_SECONDS, 600)).toBe(true);
    expect(isFinished(hour, hour)).toBe(true);
  });

  it('finishes a short clip at 95 % only (the tail would cover all of it)', () => {
    expect(isFinished(10, 24)).toBe(false);
    expect(isFinished(22, 24)).toBe(false);
    expect(isFinished(23, 24)).toBe(true);
    expect(isFinished(0, 0)).toBe(false);
  });
});

describe('isResumable and percentWatched', () => {
  it('offers resume from the minimum position until finished', () => {
    expect(isResumable({ position: PROGRESS_MIN_RESUME_SECONDS - 1, completed: false })).toBe(false);
    expect(isResumable({ position: PROGRESS_MIN_RESUME_SECONDS, completed: false })).toBe(true);
    expect(isResumable({ position: 3000, completed: true })).toBe(false);
  });

  it('shows a bar from 0 to 100, full once finished', () => {
    expect(percentWatched({ position: 900, duration: 3600, completed: false })).toBe(25);
    expect(percentWatched({ position: 3599, duration: 3600, completed: false })).toBe(99);
    expect(percentWatched({ position: 3500, duration: 3600, completed: true })).toBe(100);
    expect(percentWatched({ position: 50, duration: 0, completed: false })).toBe(0);
  });
});
