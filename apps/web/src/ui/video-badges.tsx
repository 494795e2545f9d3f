import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VideoType } from '@ott/contract';
import { cn } from './cn.ts';

const BASE = 'inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-[10px] font-bold uppercase leading-none tracking-wide shadow-sm';

/** PAID (gold crown), FREE or RENTAL tag for a video type (SPEC 2.3, 2.14, 6). */
export function VideoTypeBadge({ type, className }: { type: VideoType; className?: string }) {
  const { t } = useTranslation();
  if (type === 'paid') {
    return (
      <span className={cn(BASE, 'bg-gold text-black', className)}>
        <Crown aria-hidden="true" className="size-3" strokeWidth={2.5} />
        {t('badgePaid')}
      </span>
    );
  }
  if (type === 'rental') return <span className={cn(BASE, 'bg-violet-600 text-white', className)}>{t('badgeRental')}</span>;
  return <span className={cn(BASE, 'bg-emerald-500 text-black', className)}>{t('badgeFree')}</span>;
}

export function FourKBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return <span className={cn(BASE, 'border border-white/60 bg-black/60 text-white', className)}>{t('badge4k')}</span>;
}

export function NewBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return <span className={cn(BASE, 'bg-brand text-white', className)}>{t('badgeNew')}</span>;
}
