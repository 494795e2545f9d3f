// 'Published' labels for the news feed in the reader's language: relative up to a week ('3 hours
// ago', '2 days ago'), then the date.
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];
const WEEK_SECONDS = 7 * 86_400;

export function publishedAgo(createdAt: string, language: string, now: Date = new Date()): string {
  const created = new Date(createdAt);
  if (Number.isNaN(created.getTime())) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - created.getTime()) / 1000));
  if (seconds >= WEEK_SECONDS) {
    return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(created);
  }
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'minute');
}
