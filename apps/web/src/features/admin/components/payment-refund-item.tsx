// One refund: amount, kind, state, gateway calls, the last refusal and the next automatic try; a
// failed one can be sent again at once (Retry now), also after the job has given up.
import { toast } from 'sonner';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminRefundDetail } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { useRetryRefund } from '../api/payments.ts';
import { formatConsoleTime } from '../lib/format-time.ts';
import { runWrite } from '../lib/run-write.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { PaymentStateChip, rupees } from './payment-chips.tsx';

export function PaymentRefundItem({
  refund,
  linkOrder = false,
}: {
  refund: AdminRefundDetail;
  linkOrder?: boolean;
}) {
  const { t, i18n } = useTranslation('admin');
  const retry = useRetryRefund();
  const onRetry = () =>
    runWrite(
      retry,
      refund.id,
      (result) => toast.success(translateMessage(t, result.message)),
      (error) => toast.error(errorMessage(t, error)),
    );
  return (
    <li className="grid gap-2 px-4 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold tabular-nums">{rupees(refund.amount_paise)}</span>
          <PaymentStateChip state={refund.status} refund />
          <span className="text-sm text-white/70">{t(`refundKind_${refund.kind}`)}</span>
          {linkOrder && (
            <Link to={`/admin/payments/${refund.order_id}`} className="text-sm underline">
              {t('orderTitle', { order: refund.order_id })}
            </Link>
          )}
        </p>
        <p className="mt-1 text-xs text-white/60">
          <time dateTime={refund.created_at}>
            {formatConsoleTime(refund.created_at, i18n.language, 'short')}
          </time>
          {' · '}
          {t('refundAttempts', { count: refund.attempts })}
          {refund.reason && ` · ${refund.reason}`}
        </p>
        {refund.last_error && (
          <p className="mt-1 break-words text-xs text-brand-2">
            {t('refundLastError', { error: refund.last_error })}
          </p>
        )}
        {refund.next_attempt_at && (
          <p className="mt-1 text-xs text-white/60">
            {t('refundNextTry', {
              date: formatConsoleTime(refund.next_attempt_at, i18n.language, 'short'),
            })}
          </p>
        )}
        {refund.gave_up && (
          <p className="mt-1 text-xs font-semibold text-gold">{t('refundGaveUp')}</p>
        )}
      </div>
      {refund.status === 'failed' && (
        <Button
          size="sm"
          variant="secondary"
          onClick={onRetry}
          disabled={retry.isPending}
          aria-busy={retry.isPending || undefined}
        >
          {retry.isPending ? t('refundRetrying') : t('refundRetry')}
        </Button>
      )}
    </li>
  );
}
