// Day labels and durations for the dashboard (India days, the screen's language).
import { istDayStart } from '@ott/contract';

/** '12 Jan' for a 'YYYY-MM-DD' India day. */
export function dayLabel(day: string, language: string): string {
  return istDayStart(day).toLocaleDateString(language === 'te' ? 'te-IN' : 'en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kolkata',
  });
}

/** Whole hours and minutes of a number of seconds. */
export const hoursMinutes = (seconds: number) => ({ hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60) });

/** A count in Indian grouping ('1,23,456'). */
export const countText = (value: number) => value.toLocaleString('en-IN');
