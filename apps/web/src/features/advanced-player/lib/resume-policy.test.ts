import { describe, expect, it } from 'vitest';
import { INITIAL_RESUME_STATE, pauseResumeDelayMs, resumeStep, type ResumeEvent, type ResumeState, type ResumeStep } from './resume-policy.ts';

/** Runs events from a state and returns the last step (effects of the last event only). */
function run(events: ResumeEvent[], from: ResumeState = INITIAL_RESUME_STATE): ResumeStep {
  let step: ResumeStep = { state: from, effects: [] };
  for (const event of events) step = resumeStep(step.state, event);
  return step;
}

const pause: ResumeEvent = { type: 'unexpectedPause' };

describe('resume policy: unexpected pauses', () => {
  it('resumes up to 3 times with 1.5 s × attempt delays', () => {
    expect(run([pause]).effects).toEqual([{ type: 'schedule', task: 'play', delayMs: 1500 }]);
    expect(run([pause, pause]).effects).toEqual([{ type: 'schedule', task: 'play', delayMs: 3000 }]);
    const third = run([pause, pause, pause]);
    expect(third.effects).toEqual([{ type: 'schedule', task: 'play', delayMs: 4500 }]);
    expect(third.state.pauseAttempts).toBe(3);
  });

  it('gives up after the third attempt', () => {
    const fourth = run([pause, pause, pause, pause]);
    expect(fourth.effects).toEqual([]);
    expect(fourth.state.pauseAttempts).toBe(3);
  });

  it('starts counting again after healthy playback or the viewer pressing play', () => {
    expect(run([pause, pause, pause, { type: 'healthy' }, pause]).effects).toEqual([{ type: 'schedule', task: 'play', delayMs: 1500 }]);
    expect(run([pause, pause, pause, { type: 'userPlay' }, pause]).effects).toEqual([{ type: 'schedule', task: 'play', delayMs: 1500 }]);
  });

  it('computes the delay per attempt', () => {
    expect([1, 2, 3].map(pauseResumeDelayMs)).toEqual([1500, 3000, 4500]);
  });
});

describe('resume policy: the viewer pausing', () => {
  it('never resumes after a pause the viewer asked for and cancels a pending resume', () => {
    const paused = run([pause, { type: 'userPause' }]);
    expect(paused.effects).toEqual([
      { type: 'cancel', task: 'play' },
      { type: 'cancel', task: 'unstall' },
    ]);
    expect(run([{ type: 'userPause' }, pause]).effects).toEqual([]);
    expect(run([{ type: 'userPause' }, { type: 'stall' }]).effects).toEqual([]);
  });

  it('resumes again once the viewer plays', () => {
    expect(run([{ type: 'userPause' }, { type: 'userPlay' }, pause]).effects).toHaveLength(1);
  });
});

describe('resume policy: stalls', () => {
  it('nudges playback 2 s into a stall and cancels when data arrives', () => {
    expect(run([{ type: 'stall' }]).effects).toEqual([{ type: 'schedule', task: 'unstall', delayMs: 2000 }]);
    expect(run([{ type: 'stall' }, { type: 'stallEnd' }]).effects).toEqual([{ type: 'cancel', task: 'unstall' }]);
  });
});

describe('resume policy: errors', () => {
  it('reloads after 2 s, retries 3 s after that, then fails', () => {
    const first = run([{ type: 'error' }]);
    expect(first.effects).toContainEqual({ type: 'schedule', task: 'reload', delayMs: 2000 });
    expect(first.state.errorStage).toBe('reloading');
    const second = run([{ type: 'error' }, { type: 'error' }]);
    expect(second.effects).toContainEqual({ type: 'schedule', task: 'retry', delayMs: 3000 });
    const third = run([{ type: 'error' }, { type: 'error' }, { type: 'error' }]);
    expect(third.effects).toEqual([{ type: 'cancel', task: 'all' }, { type: 'fail' }]);
    expect(run([{ type: 'error' }, { type: 'error' }, { type: 'error' }, { type: 'error' }]).effects).toEqual([]);
  });

  it('does not resume pauses or stalls while recovering, and healthy playback clears the error budget', () => {
    expect(run([{ type: 'error' }, pause]).effects).toEqual([]);
    expect(run([{ type: 'error' }, { type: 'stall' }]).effects).toEqual([]);
    const healed = run([{ type: 'error' }, { type: 'healthy' }, { type: 'error' }]);
    expect(healed.effects).toContainEqual({ type: 'schedule', task: 'reload', delayMs: 2000 });
  });

  it('stays failed after giving up', () => {
    expect(run([{ type: 'error' }, { type: 'error' }, { type: 'error' }, { type: 'healthy' }]).state.errorStage).toBe('failed');
  });
});

describe('resume policy: page visibility', () => {
  const hidden = (wasPlaying: boolean): ResumeEvent => ({ type: 'hidden', wasPlaying });

  it('pauses and mutes when hidden, and restores when visible if it was playing', () => {
    expect(run([hidden(true)]).effects).toContainEqual({ type: 'pauseAndMute' });
    expect(run([hidden(true), { type: 'visible' }]).effects).toEqual([{ type: 'restore' }]);
  });

  it('does not resume on return when it was not playing or the viewer paused', () => {
    expect(run([hidden(false), { type: 'visible' }]).effects).toEqual([]);
    expect(run([{ type: 'userPause' }, hidden(true), { type: 'visible' }]).effects).toEqual([]);
    expect(run([hidden(true), { type: 'userPause' }, { type: 'visible' }]).effects).toEqual([]);
  });

  it('treats the pause caused by hiding as expected, and a repeated hidden event as one', () => {
    expect(run([hidden(true), pause]).effects).toEqual([]);
    expect(run([hidden(true), hidden(false)]).effects).toEqual([]);
    expect(run([hidden(true), hidden(false), { type: 'visible' }]).effects).toEqual([{ type: 'restore' }]);
  });

  it('cancels pending resumes when hidden and ignores visible without hidden', () => {
    expect(run([pause, hidden(true)]).effects).toContainEqual({ type: 'cancel', task: 'play' });
    expect(run([{ type: 'visible' }]).effects).toEqual([]);
  });
});
