import { ChevronLeft, ChevronRight, Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { HeroSlide } from '@ott/contract';
import { SmartImage } from '@/ui/smart-image.tsx';
import { cn } from '@/ui/cn.ts';

const ARROW =
  'absolute top-1/2 z-10 hidden size-12 -translate-y-1/2 place-items-center rounded-full bg-black/35 text-white opacity-0 ring-1 ring-white/20 backdrop-blur transition hover:bg-black/60 focus-visible:opacity-100 group-hover/hero:opacity-100 md:grid';

export function HeroArrows({ onPrev, onNext }: { onPrev: () => void; onNext: () => void }) {
  const { t } = useTranslation('home');
  return (
    <>
      <button type="button" aria-label={t('previousSlide')} onClick={onPrev} className={cn(ARROW, 'left-3 lg:left-5')}>
        <ChevronLeft aria-hidden="true" className="size-7" />
      </button>
      <button type="button" aria-label={t('nextSlide')} onClick={onNext} className={cn(ARROW, 'right-3 lg:right-5')}>
        <ChevronRight aria-hidden="true" className="size-7" />
      </button>
    </>
  );
}

/** Dots on small screens, thumbnails on large ones (SPEC 4: slides change by dots and thumbnails). */
export function HeroPicker({
  slides,
  selected,
  onSelect,
}: {
  slides: HeroSlide[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation('home');
  const label = (i: number) => t('goToSlide', { number: i + 1, title: slides[i]!.title });
  return (
    <>
      <div className="pointer-events-none absolute inset-x-0 bottom-6 z-10 flex justify-center gap-1.5 lg:hidden">
        {slides.map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            aria-label={label(i)}
            aria-current={i === selected}
            onClick={() => onSelect(i)}
            className="pointer-events-auto grid h-6 place-items-center px-0.5"
          >
            <span className={cn('block h-1.5 rounded-full transition-all duration-300', i === selected ? 'w-6 bg-white' : 'w-1.5 bg-white/40')} />
          </button>
        ))}
      </div>
      <div className="absolute bottom-[22%] right-14 z-10 hidden gap-3 lg:flex">
        {slides.slice(0, 6).map((slide, i) => (
          <button
            key={slide.id}
            type="button"
            aria-label={label(i)}
            aria-current={i === selected}
            onClick={() => onSelect(i)}
            className={cn(
              'relative h-[68px] w-[120px] overflow-hidden rounded-lg ring-2 transition duration-300',
              i === selected ? 'scale-105 ring-white' : 'opacity-60 ring-transparent hover:opacity-100',
            )}
          >
            <SmartImage src={slide.thumbnail_url || slide.backdrop_url || undefined} alt="" sizes="120px" className="size-full" />
          </button>
        ))}
      </div>
    </>
  );
}

/** The one mute toggle shared by every slide's promo (SPEC 4 'Hero carousel'). */
export function HeroMuteToggle({ muted, onToggle }: { muted: boolean; onToggle: () => void }) {
  const { t } = useTranslation('home');
  const Icon = muted ? VolumeX : Volume2;
  return (
    <button
      type="button"
      aria-label={muted ? t('unmuteVideo') : t('muteVideo')}
      onClick={onToggle}
      className="absolute bottom-6 right-4 z-20 grid size-9 place-items-center rounded-full bg-black/40 text-white ring-1 ring-white/30 backdrop-blur transition hover:bg-black/60 md:bottom-[24%] md:right-14 md:size-11 lg:bottom-[calc(22%+84px)]"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
