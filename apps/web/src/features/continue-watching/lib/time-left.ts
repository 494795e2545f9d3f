// What is left of a started title, for the card under its progress bar.
import type { DurationUnits, WatchProgress } from '@ott/contract';
import { DURATION_UNITS, formatHoursMinutes } from '@ott/contract';

export type TimeLeft = { kind: 'time'; time: string } | { kind: 'seconds'; count: number };

/** '1h 5m' / '12m' from a minute on, whole seconds below it (demo clips are under a minute). */
export function timeLeft(progress: Pick<WatchProgress, 'position' | 'duration'>, units: DurationUnits = DURATION_UNITS): TimeLeft {
  const seconds = Math.max(0, Math.floor(progress.duration - progress.position));
  return seconds >= 60 ? { kind: 'time', time: formatHoursMinutes(seconds, units) } : { kind: 'seconds', count: seconds };
}
