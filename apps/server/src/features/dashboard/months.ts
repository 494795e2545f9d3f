// India calendar months ('2026-11') of a range of India days ('2026-11-23'), for the monthly
// per-title rollup (dashboard_title_months).
import { addDays } from '@ott/contract';

export const monthOf = (day: string): string => day.slice(0, 7);

export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

export const firstDayOf = (month: string): string => `${month}-01`;
export const lastDayOf = (month: string): string => addDays(firstDayOf(nextMonth(month)), -1);

/** The months whose every day lies within `from`..`to`, in order. */
export function wholeMonths(from: string, to: string): string[] {
  const months: string[] = [];
  let month = firstDayOf(monthOf(from)) === from ? monthOf(from) : nextMonth(monthOf(from));
  for (; lastDayOf(month) <= to; month = nextMonth(month)) months.push(month);
  return months;
}

/** The contiguous spans of days of `from`..`to` outside the given months (sorted). */
export function daySpansOutside(from: string, to: string, months: readonly string[]): { from: string; to: string }[] {
  const spans: { from: string; to: string }[] = [];
  let start = from;
  for (const month of months) {
    const first = firstDayOf(month);
    const last = lastDayOf(month);
    if (last < start || first > to) continue;
    if (first > start) spans.push({ from: start, to: addDays(first, -1) });
    start = addDays(last, 1);
  }
  if (start <= to) spans.push({ from: start, to });
  return spans;
}
