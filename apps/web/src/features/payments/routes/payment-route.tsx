// /payment (SPEC 2.9): the fixed plans of SPEC 9, a summary and Pay Now. Signed-in users only
// (the router puts it behind RequireAuth).
import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FIXED_PLANS, formatRupees } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { ProcessingOverlay } from '../components/processing-overlay.tsx';
import { StatusModal } from '../components/status-modal.tsx';
import { usePaymentPage } from '../hooks/use-payment-page.ts';
import { fixedPlanFromQuery, type FixedPlan } from '../lib/fixed-plans.ts';
import '../i18n.ts';

function asPlan(plan: FixedPlan) {
  return { ...plan, duration_text: '', per_day_text: null, popular: false, badge: null, brand_text: '', features: [], description: '' };
}

export function Component() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const location = useLocation();
  const [selected, setSelected] = useState<FixedPlan>(() => fixedPlanFromQuery(params.get('plan')));
  const { processing, checking, stopChecking, pay } = usePaymentPage(`${location.pathname}${location.search}`);
  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-24 md:px-8">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold text-gold">{t('paymentTitle')}</h1>
        <p className="mt-2 text-muted">{t('paymentSubtitle')}</p>
      </header>
      <div role="radiogroup" aria-label={t('paymentTitle')} className="mt-8 grid gap-5 pt-3 sm:grid-cols-3">
        {FIXED_PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={asPlan(plan)} selected={plan.id === selected.id} onSelect={() => setSelected(plan)} />
        ))}
      </div>
      <section aria-labelledby="summary-title" className="mx-auto mt-8 max-w-md rounded-2xl border border-white/10 bg-surface p-5">
        <h2 id="summary-title" className="font-semibold">{t('summaryTitle')}</h2>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between"><dt className="text-muted">{t('summaryPlan')}</dt><dd>{selected.name}</dd></div>
          <div className="flex justify-between"><dt className="text-muted">{t('summaryDuration')}</dt><dd>{t('days', { count: selected.duration })}</dd></div>
          <div className="flex justify-between border-t border-white/10 pt-3 text-base font-bold"><dt>{t('summaryTotal')}</dt><dd className="text-gold">{formatRupees(selected.price)}</dd></div>
        </dl>
        <Button variant="gold" size="lg" className="mt-5 w-full" onClick={() => void pay(selected)} disabled={processing || checking !== null}>
          {t('payNow')}
        </Button>
        <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-muted">
          <ShieldCheck className="size-4 text-gold" aria-hidden="true" />
          {t('secureTitle')}
        </p>
      </section>
      <StatusModal attempt={checking ? checking.attempt : null} onClose={stopChecking} />
      {processing && <ProcessingOverlay />}
    </div>
  );
}
