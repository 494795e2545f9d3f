// /payment (SPEC 2.9): the server's plans (SPEC 9's fixed three are its seed; see lib/fixed-plans.ts),
// a summary and Pay Now. Signed-in users only
// (the router puts it behind RequireAuth). A subscribed viewer sees their plan instead, and pays
// only to extend it, with the new end date in the summary (issue 12, as on /plans).
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePlans } from '@/api/payments/list-plans.ts';
import { CurrentPlanPanel } from '../components/current-plan-panel.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { PlansEmpty } from '../components/plans-empty.tsx';
import { PlansSkeleton } from '../components/plans-skeleton.tsx';
import { ProcessingOverlay } from '../components/processing-overlay.tsx';
import { StatusModal } from '../components/status-modal.tsx';
import { useFreshSubscription } from '../hooks/use-fresh-subscription.ts';
import { usePaymentPage } from '../hooks/use-payment-page.ts';
import { useCurrentSubscription } from '../lib/current-subscription.ts';
import { planFromQuery } from '../lib/fixed-plans.ts';
import '../i18n.ts';

export function Component() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const location = useLocation();
  useFreshSubscription();
  const current = useCurrentSubscription();
  const [extending, setExtending] = useState(false);
  const plans = usePlans();
  const list = plans.data ?? [];
  const [chosenId, setChosenId] = useState<number | null>(null);
  const selected = list.find((plan) => plan.id === chosenId) ?? planFromQuery(list, params.get('plan'));
  const { processing, checking, stopChecking, pay } = usePaymentPage(`${location.pathname}${location.search}`);
  const showPlans = !current || extending;
  const plansRef = useRef<HTMLDivElement>(null);
  // The Extend button goes away once pressed; keyboard users continue on the chosen plan.
  useEffect(() => {
    if (extending) plansRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [extending, list.length]);
  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-24 md:px-8">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold text-gold">{t('paymentTitle')}</h1>
        <p className="mt-2 text-muted">{t('paymentSubtitle')}</p>
      </header>
      {current && <CurrentPlanPanel subscription={current} extending={extending} onExtend={() => setExtending(true)} />}
      {showPlans && (
        <>
          {plans.isPending ? (
            <div className="mt-8">
              <PlansSkeleton />
            </div>
          ) : list.length === 0 ? (
            <div className="mt-8">
              <PlansEmpty onRefresh={() => plans.refetch()} />
            </div>
          ) : (
            <div ref={plansRef} role="radiogroup" aria-label={t(current ? 'extendTitle' : 'paymentTitle')} className="mt-8 grid gap-5 pt-3 sm:grid-cols-3">
              {list.map((plan) => (
                <PlanCard key={plan.id} plan={plan} selected={plan.id === selected?.id} onSelect={() => setChosenId(plan.id)} />
              ))}
            </div>
          )}
        </>
      )}
      {showPlans && selected && (
        <OrderSummary
          plan={selected}
          extendFrom={current?.endDate ?? null}
          disabled={processing || checking !== null}
          onPay={() => void pay(selected, { extend: !!current })}
          onCancel={() => setExtending(false)}
        />
      )}
      <StatusModal attempt={checking ? checking.attempt : null} onClose={stopChecking} />
      {processing && <ProcessingOverlay />}
    </div>
  );
}
