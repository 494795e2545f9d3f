// The sentence an extension is paid against (issue 12): '{plan} adds {n days}. Your plan will then
// run until {date}.', the date computed by the same rule the server grants by.
import { useTranslation } from 'react-i18next';
import { extendedEndDate, formatPlanDate } from '../lib/current-subscription.ts';

export function ExtendLine({ planName, durationDays, currentEnd, className }: { planName: string; durationDays: number; currentEnd: string; className?: string }) {
  const { t, i18n } = useTranslation('payments');
  const date = formatPlanDate(extendedEndDate(currentEnd, durationDays), i18n.language);
  return (
    <p className={className} data-testid="extend-line">
      {t('extendLine', { plan: planName, days: t('days', { count: durationDays }), date })}
    </p>
  );
}
