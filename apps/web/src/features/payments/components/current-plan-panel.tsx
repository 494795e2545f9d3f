// A subscribed viewer's plan in place of the subscribe buttons (SPEC 4 'Subscription', issue 12):
// plan name, end date and days remaining; extending is a separate, deliberate step.
import { CalendarClock, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button.tsx';
import { formatPlanDate, type CurrentSubscription } from '../lib/current-subscription.ts';

export function CurrentPlanPanel({ subscription, extending, onExtend }: { subscription: CurrentSubscription; extending: boolean; onExtend: () => void }) {
  const { t, i18n } = useTranslation('payments');
  return (
    <section
      aria-labelledby="current-plan-title"
      className="mx-auto mt-8 max-w-3xl rounded-2xl border border-gold/40 bg-gradient-to-br from-amber-500/15 via-surface to-surface p-5 md:p-6"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <span className="grid size-14 shrink-0 place-items-center rounded-full bg-gold/15 text-gold">
          <Crown className="size-7" aria-hidden="true" />
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
          <Button variant="secondary" className="border border-gold/40 text-gold" aria-controls="extend-plan" aria-expanded={false} onClick={onExtend}>
            {t('extendPlan')}
          </Button>
        )}
      </div>
      {!extending && <p className="mt-4 text-sm text-muted">{t('subscribedNote')}</p>}
    </section>
  );
}
