// 'Checking Payment Status' (SPEC 2.9): shown while the payment page polls after a closed window.
import { useTranslation } from 'react-i18next';
import { PAYMENT_POLL_MAX_ATTEMPTS } from '@ott/contract';
import { Modal } from '@/ui/modal.tsx';
import { GoldSpinner } from './gold-spinner.tsx';

export function StatusModal({ attempt, onClose }: { attempt: number | null; onClose: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <Modal open={attempt !== null} onClose={onClose} title={t('checkingTitle')} className="max-w-sm">
      <div className="flex flex-col items-center py-4 text-center" role="status">
        <GoldSpinner />
        <p className="mt-5 text-sm text-muted">{t('checkingBody')}</p>
        {attempt !== null && attempt > 0 && (
          <p className="mt-3 text-xs font-semibold text-gold">{t('checkingAttempt', { attempt, max: PAYMENT_POLL_MAX_ATTEMPTS })}</p>
        )}
      </div>
    </Modal>
  );
}
