// Small pieces of the payments screens: rupees from paise (exact, two decimals) and state pills.
import { useTranslation } from 'react-i18next';
import { paiseToRupeesFixed } from '@ott/contract';
import { cn } from '@/ui/cn.ts';

export const rupees = (paise: number) => `₹${paiseToRupeesFixed(paise)}`;

const TONES: Record<string, string> = {
  paid: 'bg-emerald-500/15 text-emerald-100 ring-emerald-400/50',
  refunded: 'bg-sky-500/15 text-sky-100 ring-sky-400/50',
  processed: 'bg-emerald-500/15 text-emerald-100 ring-emerald-400/50',
  created: 'bg-white/8 text-white/85 ring-white/25',
  attempted: 'bg-gold/15 text-amber-100 ring-gold/50',
  pending: 'bg-gold/15 text-amber-100 ring-gold/50',
  failed: 'bg-brand/20 text-white ring-brand-2/70',
  expired: 'bg-white/5 text-white/60 ring-white/15',
};

/** An order's state (`payState_*`) or a refund's (`refundStatus_*`) as a pill. */
export function PaymentStateChip({ state, refund = false }: { state: string; refund?: boolean }) {
  const { t } = useTranslation('admin');
  const key = refund ? `refundStatus_${state}` : `payState_${state}`;
  return (
    <span className={cn('inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', TONES[state] ?? TONES.created)}>
      {t(key, { defaultValue: state })}
    </span>
  );
}
