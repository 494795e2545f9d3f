// SPEC 2.3 / 4 hero carousel: image slides that wrap, with arrows, dots (thumbnails on desktop),
// swipe, and a tap on narrow screens opening the movie. Promo video playback comes later.
import { useHeroVideos } from '@/api/catalogue/get-hero-videos.ts';
import { Skeleton } from '@/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { useAutoplay } from '../hooks/use-autoplay.ts';
import { useHeroCarousel } from '../hooks/use-hero-carousel.ts';
import { HeroArrows, HeroPicker } from './hero-controls.tsx';
import { HeroSlide } from './hero-slide.tsx';

const HERO_HEIGHT = 'h-[68svh] min-h-[460px] max-h-[640px] md:h-[82vh] md:max-h-[860px] md:min-h-[560px]';
const AUTO_ADVANCE_MS = 8000;

export function HeroCarousel() {
  const { t } = useTranslation('home');
  const { data: slides, isPending, isError } = useHeroVideos();
  const { viewportRef, selected, scrollPrev, scrollNext, scrollTo } = useHeroCarousel();
  const { pauseProps } = useAutoplay(slides && slides.length > 1 ? scrollNext : undefined, AUTO_ADVANCE_MS, selected);

  if (isPending) return <HeroSkeleton />;
  // 'Failed to load hero videos' stays internal (SPEC 8): the page simply starts with its rows.
  if (isError || slides.length === 0) return <div className="h-20" />;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('featured')}
      className={`group/hero relative overflow-hidden ${HERO_HEIGHT}`}
      {...pauseProps}
    >
      <div ref={viewportRef} className="h-full overflow-hidden">
        <div className="flex h-full touch-pan-y">
          {slides.map((slide, i) => (
            <HeroSlide key={slide.id} slide={slide} isActive={i === selected} isFirst={i === 0} />
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <>
          <HeroArrows onPrev={scrollPrev} onNext={scrollNext} />
          <HeroPicker slides={slides} selected={selected} onSelect={scrollTo} />
        </>
      )}
    </section>
  );
}

function HeroSkeleton() {
  return (
    <div className={`relative ${HERO_HEIGHT}`}>
      <Skeleton className="absolute inset-0 rounded-none" />
      <div className="absolute bottom-16 left-4 space-y-3 md:bottom-[24%] md:left-14">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-10 w-72 md:h-14 md:w-[28rem]" />
        <Skeleton className="h-4 w-48" />
        <div className="flex gap-3 pt-2">
          <Skeleton className="h-11 w-28" />
          <Skeleton className="h-11 w-36" />
        </div>
      </div>
    </div>
  );
}
