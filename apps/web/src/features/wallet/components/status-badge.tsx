import { useTranslation } from 'react-i18next';
import type { TransactionStatus } from '@ott/contract';
import { Badge, type BadgeTone } from './badge.tsx';

const TONE: Record<TransactionStatus, BadgeTone> = { COMPLETED: 'success', PENDING: 'warning', FAILED: 'danger' };

/** SPEC 3 'Transaction' status: COMPLETED, PENDING or FAILED. */
export function StatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation('wallet');
  return <Badge tone={TONE[status]}>{t(`status${status}`)}</Badge>;
}
