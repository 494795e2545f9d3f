import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_FRAME_MEASURE, markPlaybackRequested, recordFirstFrame, takePlaybackRequestedAt } from './first-frame.ts';

describe('first-frame metric', () => {
  afterEach(() => performance.clearMeasures(FIRST_FRAME_MEASURE));

  it('takes the click time once, then falls back to the given start', () => {
    markPlaybackRequested();
    const clicked = takePlaybackRequestedAt(-1);
    expect(clicked).toBeGreaterThan(0);
    expect(takePlaybackRequestedAt(-1)).toBe(-1);
  });

  it('records click → frame as a User Timing measure, the video attribute and the window value', () => {
    const video = document.createElement('video');
    const start = performance.now();
    expect(recordFirstFrame(video, start, start + 412.4, '/media/demo/a/master.m3u8')).toBe(412);
    expect(video.dataset.firstFrameMs).toBe('412');
    expect(window.__ottFirstFrameMs).toBe(412);
    const [measure] = performance.getEntriesByName(FIRST_FRAME_MEASURE, 'measure') as PerformanceMeasure[];
    expect(measure?.startTime).toBeCloseTo(start, 3);
    expect(measure?.duration).toBeCloseTo(412.4, 3);
    expect(measure?.detail).toEqual({ source: '/media/demo/a/master.m3u8' });
  });
});
