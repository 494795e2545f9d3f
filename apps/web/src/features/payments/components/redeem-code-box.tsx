// 'Have a subscription code? Redeem it to activate your plan instantly' (SPEC 2.8). A subscribed
// viewer may redeem too (a code is held on purpose); they are told its days come after their plan.
import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button.tsx';
import { formatPlanDate } from '../lib/current-subscription.ts';

export function RedeemCodeBox({ onOpen, currentEnd = null }: { onOpen: () => void; currentEnd?: string | null }) {
  const { t, i18n } = useTranslation('payments');
  return (
    <section className="mx-auto mt-10 flex max-w-3xl flex-col items-center gap-4 rounded-2xl border border-dashed border-gold/40 bg-gold/5 p-5 text-center sm:flex-row sm:text-left">
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-gold/15 text-gold">
        <Ticket className="size-6" aria-hidden="true" />
      </span>
      <div className="flex-1">
        <h2 className="font-semibold">{t('redeemTitle')}</h2>
        <p className="text-sm text-muted">
          {currentEnd ? t('redeemSubscribedBody', { date: formatPlanDate(currentEnd, i18n.language) }) : t('redeemBody')}
        </p>
      </div>
      <Button variant="secondary" onClick={onOpen} className="border border-gold/40 text-gold">
        {t('redeemButton')}
      </Button>
    </section>
  );
}
