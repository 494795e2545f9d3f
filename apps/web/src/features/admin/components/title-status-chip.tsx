import { useTranslation } from 'react-i18next';
import type { TitleIngest, TitleStatus } from '@ott/contract';
import { cn } from '@/ui/cn.ts';

const TONES: Record<TitleStatus, string> = {
  uploading: 'bg-sky-500/15 text-sky-100 ring-sky-400/50',
  processing: 'bg-violet-500/15 text-violet-100 ring-violet-400/50',
  failed: 'bg-brand/20 text-white ring-brand-2/70',
  draft: 'bg-white/8 text-white/85 ring-white/25',
  scheduled: 'bg-gold/15 text-amber-100 ring-gold/50',
  published: 'bg-emerald-500/15 text-emerald-100 ring-emerald-400/50',
};

/** A title's status as a pill; uploading and processing carry the live percent. */
export function TitleStatusChip({ status, ingest, className }: { status: TitleStatus; ingest?: Pick<TitleIngest, 'progress'> | null; className?: string }) {
  const { t } = useTranslation('admin');
  const moving = (status === 'processing' || status === 'uploading') && ingest;
  return (
    <span className={cn('inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', TONES[status], className)}>
      {moving ? t(`statusPercent_${status}`, { percent: ingest.progress }) : t(`status_${status}`)}
    </span>
  );
}
