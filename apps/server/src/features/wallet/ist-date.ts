// The calendar day in India (Asia/Kolkata), which the per-day withdrawal limit counts against
// (SPEC 5 'Withdrawal', config WITHDRAWALS_PER_DAY). Computed with Intl's time-zone data rather
// than a fixed +05:30 offset, so the rule stays right if the zone ever changes.

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** '2026-03-11' for any instant from 2026-03-10T18:30:00Z up to (not including) 2026-03-11T18:30:00Z. */
export function istDate(at: Date): string {
  const parts = Object.fromEntries(formatter.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
