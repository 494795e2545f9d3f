// Durations in the reader's language (SPEC 9 'Duration as hours and minutes'): the contract's
// formatter with our unit marks, '1h 45m' / '45s' in English, '1 గం 45 ని' / '45 సె' in Telugu.
import { useTranslation } from 'react-i18next';
import { formatHoursMinutes, type DurationUnits } from '@ott/contract';

export function useDurationUnits(): DurationUnits {
  const { t } = useTranslation('common');
  return { hours: t('unitHours'), minutes: t('unitMinutes'), seconds: t('unitSeconds') };
}

/** `hoursMinutes(seconds)`: '' for none, seconds under a minute. */
export function useHoursMinutes() {
  const units = useDurationUnits();
  return (seconds: number | null | undefined) => formatHoursMinutes(seconds, units);
}
