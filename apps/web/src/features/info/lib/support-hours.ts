import { COMPANY } from '@/config/company.ts';

/** An hour of the day (0-23) as a clock time in the reader's language, e.g. '9:00 am'. */
export function formatHour(hour: number, language: string): string {
  const locale = language.startsWith('te') ? 'te-IN' : 'en-IN';
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hour));
}

/** The support desk's opening and closing times (IST), written for the reader. */
export function supportHours(language: string) {
  return { open: formatHour(COMPANY.supportHours.openHour, language), close: formatHour(COMPANY.supportHours.closeHour, language) };
}
