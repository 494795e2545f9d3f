// A viewer's plan in a word: active until a date, ended on a date, or none; and the Blocked pill.
import { useTranslation } from 'react-i18next';
import type { ViewerSummary } from '@ott/contract';
import { cn } from '@/ui/cn.ts';
import { formatConsoleTime } from '../lib/format-time.ts';

export function ViewerPlan({ subscription }: { subscription: ViewerSummary['subscription'] }) {
  const { t, i18n } = useTranslation('admin');
  if (!subscription.end_date || !subscription.plan_name) return <span className="text-white/60">{t('viewerPlanNone')}</span>;
  const date = formatConsoleTime(subscription.end_date, i18n.language, 'short');
  const plan = subscription.plan_name;
  return (
    <span className={cn(subscription.is_active ? 'text-emerald-200' : 'text-white/60')}>
      {subscription.is_active ? t('viewerPlanActive', { plan, date }) : t('viewerPlanExpired', { plan, date })}
    </span>
  );
}

export function BlockedChip() {
  const { t } = useTranslation('admin');
  return <span className="inline-flex rounded-full bg-red-500/20 px-2.5 py-0.5 text-xs font-semibold text-red-100 ring-1 ring-red-400/50">{t('viewerBlocked')}</span>;
}

export const viewerName = (viewer: Pick<ViewerSummary, 'first_name' | 'last_name'>) =>
  [viewer.first_name, viewer.last_name].filter(Boolean).join(' ');
