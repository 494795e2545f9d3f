// Shared parsing of the date values the API and storage hand us (ISO strings, epoch ms, Date).

export type DateInput = Date | string | number;

const MS_PER_DAY = 86_400_000;

/** Parses a date value; null for missing, empty or unparseable input. */
export function parseDateInput(input: DateInput | null | undefined): Date | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'string' && input.trim() === '') return null;
  const date = input instanceof Date ? new Date(input.getTime()) : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Milliseconds in a day, for day arithmetic in the rules. */
export function daysToMs(days: number): number {
  return days * MS_PER_DAY;
}
