// A code's last valid day ('2026-12-31', an India calendar day) in the screen's language.
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatValidUntil(day: string, language: string): string {
  const locale = language.startsWith('te') ? 'te-IN' : 'en-IN';
  let formatter = formatters.get(locale);
  if (!formatter) {
    // The day is a calendar date, not an instant: format it as a UTC midnight so no zone shifts it.
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : formatter.format(date);
}

/** Today in India ('2026-12-07'): the earliest valid-until day the form offers. */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
}
