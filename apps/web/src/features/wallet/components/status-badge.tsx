import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TransactionStatus } from '@ott/contract';
import { Badge, type BadgeTone } from './badge.tsx';

const TONE: Record<TransactionStatus, BadgeTone> = { COMPLETED: 'success', PENDING: 'warning', FAILED: 'danger' };
const ICON: Record<TransactionStatus, typeof Clock> = { COMPLETED: CircleCheck, PENDING: Clock, FAILED: CircleX };

/** SPEC 3 'Transaction' status: COMPLETED, PENDING or FAILED, each with its own colour and icon. */
export function StatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation('wallet');
  const Icon = ICON[status];
  return (
    <Badge tone={TONE[status]}>
      <Icon className={status === 'PENDING' ? 'size-3 motion-safe:animate-pulse' : 'size-3'} aria-hidden="true" />
      {t(`status${status}`)}
    </Badge>
  );
}
