import type { ReactNode } from 'react';
import { cn } from '@/ui/cn.ts';

/** The small tag beside a section title (SPEC 2.3: PAID, FREE, RENTAL, Coming Soon). */
export function SectionBadge({ children, tone }: { children: ReactNode; tone: 'gold' | 'green' | 'violet' | 'muted' }) {
  const tones = {
    gold: 'bg-gold/15 text-gold ring-gold/40',
    green: 'bg-emerald-400/10 text-emerald-400 ring-emerald-400/40',
    violet: 'bg-violet-500/15 text-violet-300 ring-violet-400/40',
    muted: 'bg-white/10 text-white/70 ring-white/20',
  } as const;
  return (
    <span className={cn('rounded-md px-2 py-0.5 text-[11px] font-bold uppercase tracking-wider ring-1', tones[tone])}>{children}</span>
  );
}
