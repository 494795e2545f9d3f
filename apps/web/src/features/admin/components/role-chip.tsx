import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorRole } from '@ott/contract';
import { cn } from '@/ui/cn.ts';

const TONES: Record<OperatorRole, string> = {
  admin: 'bg-brand/20 text-white ring-brand-2/60',
  editor: 'bg-sky-500/15 text-sky-100 ring-sky-400/50',
  finance: 'bg-gold/15 text-amber-100 ring-gold/50',
  support: 'bg-emerald-500/15 text-emerald-100 ring-emerald-400/50',
};

/** A role as a small pill; `children` go after the name (say a remove button). */
export function RoleChip({ role, children, className }: { role: OperatorRole; children?: ReactNode; className?: string }) {
  const { t } = useTranslation('admin');
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', TONES[role], className)}>
      {t(`role_${role}`)}
      {children}
    </span>
  );
}
