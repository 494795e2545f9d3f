import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left.ts';

describe('timeLeft', () => {
  it('gives hours and minutes from a minute on', () => {
    expect(timeLeft({ position: 600, duration: 4500 })).toEqual({ kind: 'time', time: '1h 5m' });
    expect(timeLeft({ position: 0, duration: 60 })).toEqual({ kind: 'time', time: '1m' });
  });
  it('gives whole seconds below a minute, never negative', () => {
    expect(timeLeft({ position: 10, duration: 24 })).toEqual({ kind: 'seconds', count: 14 });
    expect(timeLeft({ position: 30, duration: 24 })).toEqual({ kind: 'seconds', count: 0 });
  });
});
