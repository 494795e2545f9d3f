// 'Processing Payment...' (SPEC 2.8): covers the screen while an order is made or a payment
// verified, so the payer neither clicks twice nor leaves mid-payment.
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GoldSpinner } from './gold-spinner.tsx';

export function ProcessingOverlay() {
  const { t } = useTranslation('payments');
  return (
    <div role="alertdialog" aria-modal="true" aria-labelledby="processing-title" aria-describedby="processing-body" className="fixed inset-0 z-[60] grid place-items-center bg-black/80 p-6 backdrop-blur-sm">
      <div className="w-full max-w-sm rounded-2xl border border-gold/30 bg-surface p-8 text-center shadow-2xl">
        <GoldSpinner />
        <h2 id="processing-title" className="mt-5 text-xl font-bold">{t('processingTitle')}</h2>
        <p className="mt-3 flex items-center justify-center gap-1.5 text-sm font-semibold text-gold">
          <ShieldCheck className="size-4" aria-hidden="true" />
          {t('secureTitle')}
        </p>
        <p id="processing-body" className="mt-2 text-sm text-muted">{t('processingBody')}</p>
      </div>
    </div>
  );
}
