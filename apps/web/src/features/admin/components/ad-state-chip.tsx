// An ad's state as a pill, and its click-through rate as text ('12.50%', or '—' without impressions).
import { useTranslation } from 'react-i18next';
import type { AdState } from '@ott/contract';
import { cn } from '@/ui/cn.ts';

const TONES: Record<AdState, string> = {
  scheduled: 'bg-gold/15 text-amber-100 ring-gold/50',
  running: 'bg-emerald-500/15 text-emerald-100 ring-emerald-400/50',
  paused: 'bg-white/8 text-white/85 ring-white/25',
  ended: 'bg-brand/20 text-white ring-brand-2/70',
};

export function AdStateChip({ state, className }: { state: AdState; className?: string }) {
  const { t } = useTranslation('admin');
  return (
    <span className={cn('inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', TONES[state], className)}>
      {t(`adState_${state}`)}
    </span>
  );
}

export function useCtrText() {
  const { t } = useTranslation('admin');
  return (ctr: string | null) => (ctr === null ? t('adNoCtr') : t('adCtrValue', { ctr }));
}
