// SPEC 2.19 and SPEC 9: a video is 'new' if created within 7 days.
import { NEW_VIDEO_DAYS } from '../constants.ts';
import type { DateInput } from './date-input.ts';
import { daysToMs, parseDateInput } from './date-input.ts';

/**
 * True when created_at is at most 7 days before now. A created_at slightly ahead of now
 * (clock skew) also counts as new. Missing or invalid dates are not new.
 */
export function isNewVideo(
  created_at: DateInput | null | undefined,
  now: DateInput = new Date(),
): boolean {
  const created = parseDateInput(created_at);
  const reference = parseDateInput(now);
  if (!created || !reference) return false;
  return reference.getTime() - created.getTime() <= daysToMs(NEW_VIDEO_DAYS);
}
