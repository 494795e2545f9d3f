// One slide of the hero carousel in the console: its picture and title, whether viewers see it,
// its place in the order, and removal (confirmed in a dialog by the screen).
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminHeroSlide } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { MoveButtons, ToggleBox } from './order-controls.tsx';
import { SmartImage } from '@/ui/smart-image.tsx';

export function HeroSlideRow({
  slide,
  position,
  total,
  busy,
  onMove,
  onToggle,
  onRemove,
}: {
  slide: AdminHeroSlide;
  position: number;
  total: number;
  busy: boolean;
  onMove(step: -1 | 1): void;
  onToggle(isActive: boolean): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('admin');
  const published = slide.video_status === 'published';
  return (
    <li aria-label={slide.title} className={cn('flex flex-col gap-3 rounded-2xl bg-surface p-3 ring-1 ring-white/10 sm:flex-row sm:items-center', !slide.is_active && 'bg-surface/60')}>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-white/8 text-sm font-semibold tabular-nums">{position}</span>
        <div className="relative aspect-video w-28 shrink-0 overflow-hidden rounded-lg bg-surface-2 ring-1 ring-white/10 sm:w-40">
          {slide.landscape_image_url ? (
            <SmartImage src={slide.landscape_image_url} className={cn('size-full object-cover', !slide.is_active && 'opacity-50 grayscale')} />
          ) : (
            <span className="grid size-full place-items-center text-white/40" title={t('heroNoImage')}>
              <ImageOff aria-hidden="true" className="size-5" />
              <span className="sr-only">{t('heroNoImage')}</span>
            </span>
          )}
        </div>
        <div className="min-w-0">
          <p className="line-clamp-2 font-semibold">{slide.title}</p>
          {!published && <p className="mt-1 text-xs text-gold">{t('heroNotPublished')}</p>}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
        <ToggleBox className="w-full sm:w-auto" label={t('heroActive')} checked={slide.is_active} disabled={busy} onChange={onToggle} />
        <MoveButtons
          idPrefix={`slide-${slide.id}`}
          upLabel={t('heroMoveUp', { title: slide.title })}
          downLabel={t('heroMoveDown', { title: slide.title })}
          first={position === 1}
          last={position === total}
          onMove={onMove}
        />
        <Button variant="ghost" className="ml-auto ring-1 ring-white/15 sm:ml-0" onClick={onRemove} aria-label={t('heroRemoveLabel', { title: slide.title })}>
          {t('heroRemove')}
        </Button>
      </div>
    </li>
  );
}
