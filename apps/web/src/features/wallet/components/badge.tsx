import type { ReactNode } from 'react';
import { cn } from '@/ui/cn.ts';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'gold' | 'neutral';

const TONES: Record<BadgeTone, string> = {
  success: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  warning: 'bg-amber-500/15 text-amber-300 ring-amber-400/30',
  danger: 'bg-brand/20 text-brand-2 ring-brand-2/30',
  gold: 'bg-gold/15 text-gold ring-gold/30',
  neutral: 'bg-white/10 text-white/70 ring-white/15',
};

export function Badge({ tone, children, className }: { tone: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-semibold tracking-wide ring-1', TONES[tone], className)}>
      {children}
    </span>
  );
}
