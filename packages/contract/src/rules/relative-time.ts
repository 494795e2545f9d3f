// SPEC 9 'Relative time' (referral details on mobile).
import { RELATIVE_TIME_JUST_NOW_SECONDS, RELATIVE_TIME_MAX_DAYS } from '../constants.ts';
import type { DateInput } from './date-input.ts';
import { parseDateInput } from './date-input.ts';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/**
 * 'just now' under 60 s (and for future dates), then 'Xm ago', 'Xh ago', 'Xd ago' for fewer
 * than 7 days, then the date itself in en-IN form ('5 Jan 2024'). Invalid input gives ''.
 */
export function formatRelativeTime(
  date: DateInput | null | undefined,
  now: DateInput = new Date(),
): string {
  const then = parseDateInput(date);
  const reference = parseDateInput(now);
  if (!then || !reference) return '';
  const seconds = Math.floor((reference.getTime() - then.getTime()) / 1000);
  if (seconds < RELATIVE_TIME_JUST_NOW_SECONDS) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < RELATIVE_TIME_MAX_DAYS) return `${days}d ago`;
  return then.toLocaleDateString('en-IN', DATE_FORMAT);
}
