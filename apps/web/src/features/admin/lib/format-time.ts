// Console times are India Standard Time whatever the operator's own clock says.
export const CONSOLE_TIME_ZONE = 'Asia/Kolkata';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * '28 Nov 2026, 6:05:09 am' (English) in Asia/Kolkata; `language` picks the words. Lists that only
 * need the minute ask for `'short'`: '28 Nov 2026, 6:05 am'.
 */
export function formatConsoleTime(iso: string, language: string, timeStyle: 'medium' | 'short' = 'medium'): string {
  const locale = language.startsWith('te') ? 'te-IN' : 'en-IN';
  const key = `${locale} ${timeStyle}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone: CONSOLE_TIME_ZONE, dateStyle: 'medium', timeStyle });
    formatters.set(key, formatter);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}
