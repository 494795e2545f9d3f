// A withdrawal's state as a coloured chip, in the screen's language.
import { useTranslation } from 'react-i18next';
import type { AdminWithdrawalState } from '@ott/contract';
import { cn } from '@/ui/cn.ts';

const TONES: Record<AdminWithdrawalState, string> = {
  AWAITING_APPROVAL: 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
  PENDING: 'bg-sky-400/15 text-sky-200 ring-sky-300/30',
  COMPLETED: 'bg-emerald-400/15 text-emerald-200 ring-emerald-300/30',
  FAILED: 'bg-red-400/15 text-red-200 ring-red-300/30',
  REJECTED: 'bg-white/10 text-white/75 ring-white/20',
};

export function WithdrawalStateChip({ state }: { state: AdminWithdrawalState }) {
  const { t } = useTranslation('admin');
  return (
    <span className={cn('inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', TONES[state])}>
      {t(`wdState_${state.toLowerCase() as 'pending'}`)}
    </span>
  );
}
