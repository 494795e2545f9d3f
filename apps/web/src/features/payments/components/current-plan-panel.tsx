// A subscribed viewer's plan in place of the subscribe buttons (SPEC 4 'Subscription', issue 12):
// plan name, end date and days remaining; extending is a separate, deliberate step.
import { CalendarClock, CalendarPlus, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPlanDate, type CurrentSubscription } from '../lib/current-subscription.ts';

export function CurrentPlanPanel({ subscription, extending, onExtend }: { subscription: CurrentSubscription; extending: boolean; onExtend: () => void }) {
  const { t, i18n } = useTranslation('payments');
  return (
    <section
      aria-labelledby="current-plan-title"
      className="mx-auto mt-8 max-w-3xl rounded-2xl border border-gold/40 bg-gradient-to-br from-amber-500/15 via-surface to-surface p-5 md:p-6"
    >
      <div className="flex flex-wrap items-center gap-4 sm:flex-nowrap sm:gap-5">
        <span className="grid size-12 shrink-0 place-items-center self-start rounded-full bg-gold/15 text-gold sm:size-14 sm:self-center">
          <Crown className="size-6 sm:size-7" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="current-plan-title" className="text-xs font-bold tracking-[0.2em] text-gold uppercase">
            {t('currentPlanTitle')}
          </h2>
          <p className="mt-1 text-2xl font-extrabold break-words">{subscription.planName ?? '—'}</p>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="inline-flex items-center gap-1.5">
              <CalendarClock className="size-4 text-gold" aria-hidden="true" />
              {t('validUntil', { date: formatPlanDate(subscription.endDate, i18n.language) })}
            </span>
            <span className="rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-bold text-emerald-300">
              {t('daysLeft', { count: subscription.daysRemaining })}
            </span>
          </p>
        </div>
        {!extending && (
          <button
            type="button"
            aria-controls="extend-plan"
            aria-expanded={false}
            onClick={onExtend}
            className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg border border-gold/50 bg-gold/10 px-5 text-sm font-semibold text-gold transition-colors hover:bg-gold/20 focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none sm:w-auto"
          >
            <CalendarPlus className="size-4" aria-hidden="true" />
            {t('extendPlan')}
          </button>
        )}
      </div>
      {!extending && <p className="mt-4 text-sm text-muted">{t('subscribedNote')}</p>}
    </section>
  );
}
