// SPEC 2.3 / 4 'Hero carousel' / 9 'Hero': slides that wrap, changed by arrows, dots (thumbnails on
// desktop), swipe or drag, the arrow keys, and the end of the active slide's promo video; one shared
// mute; a tap on a narrow screen opens the movie (hero-slide.tsx).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeroVideos } from '@/api/catalogue/get-hero-videos.ts';
import { Skeleton } from '@/ui/skeleton.tsx';
import { useAutoplay } from '../hooks/use-autoplay.ts';
import { useHeroCarousel } from '../hooks/use-hero-carousel.ts';
import { useHeroMute } from '../lib/hero-mute.ts';
import { wrapIndex } from '../lib/hero-gesture.ts';
import '../i18n.ts';
import '../lib/hero-strings.ts';
import { HeroArrows, HeroMuteToggle, HeroPicker } from './hero-controls.tsx';
import { HeroSlide } from './hero-slide.tsx';

// The promo player is its own chunk: the home bundle carries only the still slides.
const HeroVideo = lazy(() => import('./hero-video.tsx'));

const HERO_HEIGHT = 'h-[68svh] min-h-[460px] max-h-[640px] md:h-[82vh] md:max-h-[860px] md:min-h-[560px]';

export function HeroCarousel() {
  const { t } = useTranslation('home');
  const { data: slides, isPending, isError } = useHeroVideos();
  const count = slides?.length ?? 0;
  const carousel = useHeroCarousel(count);
  const { muted, setMuted, toggleMute } = useHeroMute();
  const [failedPromos, setFailedPromos] = useState<ReadonlySet<number>>(() => new Set());
  const active = slides?.[carousel.selected];
  const promo = active?.promo_hls_url && !failedPromos.has(active.id) ? active.promo_hls_url : null;
  const autoplay = useAutoplay({
    loaded: count > 1 || !!promo,
    activeHasVideo: !!promo,
    advance: carousel.next,
    restartKey: carousel.selected,
  });

  if (isPending) return <HeroSkeleton />;
  // 'Failed to load hero videos' stays internal (SPEC 8): the page simply starts with its rows.
  if (isError || count === 0) return <div className="h-20" />;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement) return;
    if (event.key === 'ArrowLeft') carousel.prev();
    else if (event.key === 'ArrowRight') carousel.next();
    else return;
    event.preventDefault();
  };
  const video = active && promo && autoplay.playVideos && (
    <Suspense fallback={null}>
      <HeroVideo
        key={active.id}
        url={promo}
        muted={muted}
        paused={autoplay.paused}
        onEnded={count > 1 ? carousel.next : () => undefined}
        onFailed={() => setFailedPromos((failed) => new Set(failed).add(active.id))}
        onSoundBlocked={() => setMuted(true)}
      />
    </Suspense>
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('featured')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="hero-carousel"
      data-active-index={carousel.selected}
      className={`group/hero relative touch-pan-y overflow-hidden outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-white/60 ${HERO_HEIGHT}`}
      {...autoplay.focusProps}
      {...carousel.pointerHandlers}
    >
      {slides.map((slide, i) => (
        <HeroSlide
          key={slide.id}
          slide={slide}
          isActive={i === carousel.selected}
          isFirst={i === 0}
          isNear={Math.min(wrapIndex(i - carousel.selected, count), wrapIndex(carousel.selected - i, count)) <= 1}
          style={carousel.slideStyle(i)}
          slideRef={carousel.slideRef(i)}
          media={i === carousel.selected ? video : null}
        />
      ))}
      {promo && autoplay.playVideos && <HeroMuteToggle muted={muted} onToggle={toggleMute} />}
      {count > 1 && (
        <>
          <HeroArrows onPrev={carousel.prev} onNext={carousel.next} />
          <HeroPicker slides={slides} selected={carousel.selected} onSelect={carousel.select} />
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
