// An ad's schedule in words, in India time: always on, from, until, or between.
import { useTranslation } from 'react-i18next';
import type { AdminAd } from '@ott/contract';
import { formatConsoleTime } from '../lib/format-time.ts';

export function AdScheduleText({ ad }: { ad: Pick<AdminAd, 'starts_at' | 'ends_at'> }) {
  const { t, i18n } = useTranslation('admin');
  const at = (iso: string) => formatConsoleTime(iso, i18n.language, 'short');
  if (ad.starts_at && ad.ends_at) return <>{t('adScheduleBetween', { from: at(ad.starts_at), to: at(ad.ends_at) })}</>;
  if (ad.starts_at) return <>{t('adScheduleFrom', { date: at(ad.starts_at) })}</>;
  if (ad.ends_at) return <>{t('adScheduleUntil', { date: at(ad.ends_at) })}</>;
  return <>{t('adScheduleAlways')}</>;
}
