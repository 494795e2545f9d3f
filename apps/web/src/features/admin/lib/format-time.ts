// Console times are India Standard Time whatever the operator's own clock says.
export const CONSOLE_TIME_ZONE = 'Asia/Kolkata';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** '28 Nov 2026, 6:05:09 am' (English) in Asia/Kolkata; `language` picks the words. */
export function formatConsoleTime(iso: string, language: string): string {
  const locale = language.startsWith('te') ? 'te-IN' : 'en-IN';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone: CONSOLE_TIME_ZONE, dateStyle: 'medium', timeStyle: 'medium' });
    formatters.set(locale, formatter);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}
