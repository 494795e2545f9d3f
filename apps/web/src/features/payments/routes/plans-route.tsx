// /plans (SPEC 2.8): plan cards with the popular one preselected (or ?plan=<id>), one Pay button,
// code redemption, Why Choose, FAQ; query redirect and video_id bring the payer back afterwards.
import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { defaultPlan, formatRupees } from '@ott/contract';
import { usePlans } from '@/api/payments/list-plans.ts';
import type { Plan } from '@/api/payments/types.ts';
import { paths } from '@/config/paths.ts';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { CodeModal } from '../components/code-modal.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { PlansEmpty } from '../components/plans-empty.tsx';
import { PlansFaq } from '../components/plans-faq.tsx';
import { ProcessingOverlay } from '../components/processing-overlay.tsx';
import { RedeemCodeBox } from '../components/redeem-code-box.tsx';
import { WhyChoose } from '../components/why-choose.tsx';
import { usePlanPayment } from '../hooks/use-plan-payment.ts';
import { afterPaymentTarget } from '../lib/after-payment-target.ts';
import '../i18n.ts';

function initialPlan(plans: Plan[], requested: string | null): Plan | undefined {
  return plans.find((plan) => String(plan.id) === requested) ?? defaultPlan(plans);
}

export function Component() {
  const { t } = useTranslation('payments');
  const location = useLocation();
  const [params] = useSearchParams();
  const plans = usePlans();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [codeOpen, setCodeOpen] = useState(false);
  const list = plans.data ?? [];
  const selected = list.find((plan) => plan.id === chosenId) ?? initialPlan(list, params.get('plan'));
  const returnTo = paths.plans({
    plan: selected ? String(selected.id) : (params.get('plan') ?? undefined),
    redirect: params.get('redirect') ?? undefined,
    video_id: params.get('video_id') ?? undefined,
  });
  const { stage, pay } = usePlanPayment({
    returnTo,
    successTarget: afterPaymentTarget(params.get('redirect'), params.get('video_id')),
  });

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

      <section className="mt-10" aria-busy={plans.isPending}>
        {plans.isPending ? (
          <p className="flex items-center justify-center gap-3 py-16 text-muted">
            <Spinner />
            {t('loadingPlans')}
          </p>
        ) : list.length === 0 ? (
          <PlansEmpty onRefresh={() => plans.refetch()} />
        ) : (
          <div role="radiogroup" aria-label={t('plansTitle')} className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((plan) => (
              <PlanCard key={plan.id} plan={plan} selected={plan.id === selected?.id} onSelect={() => setChosenId(plan.id)} />
            ))}
          </div>
        )}
      </section>

      {selected && (
        <div className="fixed inset-x-0 bottom-16 z-30 border-t border-white/10 bg-bg/95 p-3 backdrop-blur md:static md:mt-8 md:border-0 md:bg-transparent md:p-0">
          <div className="flex justify-center">
          <Button variant="gold" size="lg" className="w-full max-w-md" onClick={() => void pay(selected)} disabled={stage === 'processing' || stage === 'checkout'}>
            {t('payAmount', { amount: formatRupees(selected.price) })} · {selected.name}
          </Button>
          </div>
          {stage === 'polling' && (
            <p role="status" className="mt-2 flex items-center justify-center gap-2 text-sm text-muted">
              <Spinner className="size-4" />
              {t('checkingInBackground')}
            </p>
          )}
        </div>
      )}

      <RedeemCodeBox onOpen={() => setCodeOpen(true)} />
      <WhyChoose />
      <PlansFaq />
      <CodeModal open={codeOpen} onClose={() => setCodeOpen(false)} returnTo={`${location.pathname}${location.search}`} planId={selected?.id} />
      {(stage === 'processing' || stage === 'checkout') && <ProcessingOverlay />}
    </div>
  );
}
