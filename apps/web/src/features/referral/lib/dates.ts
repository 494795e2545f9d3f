// Dates of the referral screens: the joined date in the reader's language, and SPEC 9's relative
// time worded in it (the contract rule decides the bucket; this only translates its words).
import type { TFunction } from 'i18next';
import { formatRelativeTime } from '@ott/contract';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

const localeOf = (language: string) => (language === 'te' ? 'te-IN' : 'en-IN');

/** '5 Jan 2024' (en-IN) or its Telugu form; '' for a missing or invalid date. */
export function formatJoinedDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(localeOf(language), DATE_FORMAT);
}

const AGO = /^(\d+)([mhd]) ago$/;
const AGO_KEYS = { m: 'minutesAgo', h: 'hoursAgo', d: 'daysAgo' } as const;

/**
 * SPEC 9: 'just now' under 60 s, then Xm, Xh, Xd ago up to 7 days, then a date. The bucket is
 * the contract rule's; the words are the reader's language (the English strings are the rule's).
 */
export function formatJoinedAgo(iso: string, t: TFunction<'referral'>, language: string, now: Date = new Date()): string {
  const english = formatRelativeTime(iso, now);
  if (english === '') return '';
  if (english === 'just now') return t('justNow');
  const ago = AGO.exec(english);
  if (ago) return t(AGO_KEYS[ago[2] as keyof typeof AGO_KEYS], { count: Number(ago[1]) });
  return formatJoinedDate(iso, language);
}
