// The /plans pay bar (fixed above the mobile tab bar, inline on desktop): Pay for a plan, or for a
// subscribed viewer the extension with the new end date stated before paying (issue 12).
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@ott/contract';
import type { Plan } from '@/api/payments/types.ts';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import type { PaymentStage } from '../hooks/use-plan-payment.ts';
import { ExtendLine } from './extend-line.tsx';

interface PlansPayBarProps {
  plan: Plan;
  stage: PaymentStage;
  /** The running plan's end date when this is an extension. */
  extendFrom: string | null;
  onPay: () => void;
  onCancel: () => void;
}

export function PlansPayBar({ plan, stage, extendFrom, onPay, onCancel }: PlansPayBarProps) {
  const { t } = useTranslation('payments');
  const busy = stage === 'processing' || stage === 'checkout';
  const amount = formatRupees(plan.price);
  return (
    <div className="fixed inset-x-0 bottom-16 z-30 border-t border-white/10 bg-bg/95 p-3 backdrop-blur md:static md:mt-8 md:border-0 md:bg-transparent md:p-0">
      {extendFrom && (
        <ExtendLine planName={plan.name} durationDays={plan.duration} currentEnd={extendFrom} className="mb-2 text-center text-sm font-medium text-amber-100 md:mb-4 md:text-base" />
      )}
      <div className="flex justify-center gap-2">
        <Button variant="gold" size="lg" className="w-full max-w-md" onClick={onPay} disabled={busy}>
          {extendFrom ? t('extendPay', { amount }) : `${t('payAmount', { amount })} · ${plan.name}`}
        </Button>
        {extendFrom && (
          <Button variant="secondary" size="lg" onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </Button>
        )}
      </div>
      {stage === 'polling' && (
        <p role="status" className="mt-2 flex items-center justify-center gap-2 text-sm text-muted">
          <Spinner className="size-4" />
          {t('checkingInBackground')}
        </p>
      )}
    </div>
  );
}
