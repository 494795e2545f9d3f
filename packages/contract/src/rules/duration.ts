// SPEC 9: durations as hours and minutes (watchlist, details), minutes:seconds (category cards),
// and rental watch periods in days (SPEC 2.11).

type Amount = number | string | null | undefined;

/** A finite, non-negative number of whole units, or null. */
function toWholeNonNegative(value: Amount): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) return null;
  return Math.floor(n);
}

/** The unit marks written after each number; screens in another language pass their own. */
export interface DurationUnits {
  readonly hours: string;
  readonly minutes: string;
  readonly seconds: string;
}

export const DURATION_UNITS: DurationUnits = { hours: 'h', minutes: 'm', seconds: 's' };

/**
 * '1h 45m', '45m', '2h', and '45s' under a minute (a short must not read '0m'). Zero, negative,
 * missing or invalid seconds give ''.
 */
export function formatHoursMinutes(seconds: Amount, units: DurationUnits = DURATION_UNITS): string {
  const total = toWholeNonNegative(seconds);
  if (total === null || total === 0) return '';
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (hours > 0 && minutes > 0) return `${hours}${units.hours} ${minutes}${units.minutes}`;
  if (hours > 0) return `${hours}${units.hours}`;
  if (minutes > 0) return `${minutes}${units.minutes}`;
  return `${total}${units.seconds}`;
}

/** 'm:ss' with unbounded minutes: 307 -> '5:07', 3900 -> '65:00'. Invalid input gives ''. */
export function formatMinutesSeconds(seconds: Amount): string {
  const total = toWholeNonNegative(seconds);
  if (total === null) return '';
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/** '1 day' or 'N days'. Invalid or negative input gives ''. */
export function formatWatchPeriod(days: Amount): string {
  const n = toWholeNonNegative(days);
  if (n === null) return '';
  return n === 1 ? '1 day' : `${n} days`;
}
