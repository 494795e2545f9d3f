import { useTranslation } from 'react-i18next';
import type { CodeStatus } from '@ott/contract';
import { cn } from '@/ui/cn.ts';

const TONES: Record<CodeStatus, string> = {
  active: 'bg-emerald-500/15 text-emerald-200 ring-emerald-400/40',
  disabled: 'bg-red-500/15 text-red-100 ring-red-400/40',
  expired: 'bg-white/8 text-white/70 ring-white/20',
  used_up: 'bg-amber-500/15 text-amber-100 ring-amber-400/40',
};

/** A code's one status (active, disabled, expired, used up) as a small chip. */
export function CodeStatusChip({ status }: { status: CodeStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1',
        TONES[status],
      )}
    >
      {t(`codeStatus_${status}`)}
    </span>
  );
}
