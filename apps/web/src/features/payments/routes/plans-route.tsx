// /plans (SPEC 2.8): plan cards with the popular one preselected (or ?plan=<id>), one Pay button,
// code redemption, Why Choose, FAQ; query redirect and video_id bring the payer back afterwards.
// A subscribed viewer (SPEC 4) sees their plan instead of the subscribe buttons, and buys more time
// only through Extend, which states the new end date before payment (issue 12).
import { useEffect, useRef, useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { defaultPlan } from '@ott/contract';
import { usePlans } from '@/api/payments/list-plans.ts';
import type { Plan } from '@/api/payments/types.ts';
import { paths } from '@/config/paths.ts';
import { CodeModal } from '../components/code-modal.tsx';
import { CurrentPlanPanel } from '../components/current-plan-panel.tsx';
import { PLAN_GRID, PlanCard } from '../components/plan-card.tsx';
import { PlansEmpty } from '../components/plans-empty.tsx';
import { PlansFaq } from '../components/plans-faq.tsx';
import { PlansPayBar } from '../components/plans-pay-bar.tsx';
import { PlansSkeleton } from '../components/plans-skeleton.tsx';
import { ProcessingOverlay } from '../components/processing-overlay.tsx';
import { RedeemCodeBox } from '../components/redeem-code-box.tsx';
import { WhyChoose } from '../components/why-choose.tsx';
import { useFreshSubscription } from '../hooks/use-fresh-subscription.ts';
import { usePlanPayment } from '../hooks/use-plan-payment.ts';
import { afterPaymentTarget } from '../lib/after-payment-target.ts';
import { useCurrentSubscription } from '../lib/current-subscription.ts';
import '../i18n.ts';

function initialPlan(plans: Plan[], requested: string | null, currentName: string | null): Plan | undefined {
  // Extending starts from the plan the viewer already has.
  const current = currentName ? plans.find((plan) => plan.name === currentName) : undefined;
  return plans.find((plan) => String(plan.id) === requested) ?? current ?? defaultPlan(plans);
}

export function Component() {
  const { t } = useTranslation('payments');
  const location = useLocation();
  const [params] = useSearchParams();
  const plans = usePlans();
  useFreshSubscription();
  const current = useCurrentSubscription();
  const [extending, setExtending] = useState(false);
  const extendHeading = useRef<HTMLHeadingElement>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [codeOpen, setCodeOpen] = useState(false);
  const list = plans.data ?? [];
  const showPlans = !current || extending;
  const selected = list.find((plan) => plan.id === chosenId) ?? initialPlan(list, params.get('plan'), current?.planName ?? null);
  const returnTo = paths.plans({
    plan: selected ? String(selected.id) : (params.get('plan') ?? undefined),
    redirect: params.get('redirect') ?? undefined,
    video_id: params.get('video_id') ?? undefined,
  });
  const { stage, pay } = usePlanPayment({
    returnTo,
    successTarget: afterPaymentTarget(params.get('redirect'), params.get('video_id')),
  });
  // Keyboard and screen-reader users land on what the Extend button opened.
  useEffect(() => {
    if (extending) extendHeading.current?.focus();
  }, [extending]);

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-28 md:px-8 md:pb-16">
      <Link to={paths.home} className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-white">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('backToHome')}
      </Link>
      <header className="mt-6 text-center">
        <h1 className="bg-gradient-to-r from-gold via-amber-200 to-gold bg-clip-text text-3xl font-extrabold text-transparent md:text-4xl">
          {t('plansTitle')}
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-muted">{t('plansSubtitle')}</p>
      </header>

      {current && <CurrentPlanPanel subscription={current} extending={extending} onExtend={() => setExtending(true)} />}

      {showPlans && (
        <section id="extend-plan" className="mt-10" aria-busy={plans.isPending} aria-labelledby={current ? 'extend-title' : undefined}>
          {current && (
            <div className="mb-6 text-center">
              <h2 id="extend-title" ref={extendHeading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
                {t('extendTitle')}
              </h2>
              <p className="mt-1 text-sm text-muted">{t('extendChoose')}</p>
            </div>
          )}
          {plans.isPending ? (
            <PlansSkeleton />
          ) : list.length === 0 ? (
            <PlansEmpty onRefresh={() => plans.refetch()} />
          ) : (
            <div role="radiogroup" aria-label={t(current ? 'extendTitle' : 'plansTitle')} className={PLAN_GRID}>
              {list.map((plan) => (
                <PlanCard key={plan.id} plan={plan} selected={plan.id === selected?.id} onSelect={() => setChosenId(plan.id)} />
              ))}
            </div>
          )}
        </section>
      )}

      {selected && showPlans && (
        <PlansPayBar
          plan={selected}
          stage={stage}
          extendFrom={current?.endDate ?? null}
          onPay={() => void pay(selected, { extend: !!current })}
          onCancel={() => {
            setExtending(false);
            setChosenId(null);
          }}
        />
      )}

      <RedeemCodeBox onOpen={() => setCodeOpen(true)} currentEnd={current?.endDate ?? null} />
      <WhyChoose />
      <PlansFaq />
      <CodeModal open={codeOpen} onClose={() => setCodeOpen(false)} returnTo={`${location.pathname}${location.search}`} planId={selected?.id} currentEnd={current?.endDate ?? null} />
      {(stage === 'processing' || stage === 'checkout') && <ProcessingOverlay />}
    </div>
  );
}
