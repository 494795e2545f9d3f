// The banner carousel (SPEC 2.22, 4 'Ads', 9): image, title, description and call to action,
// rotating every 10 s (paused on hover or focus, or by the viewer), one impression per banner per
// page view when shown on screen, a click on the call to action. Lazy: BannerAds loads it only
// when there are banners.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Advertisement } from '@ott/contract';
import { cn } from '@/ui/cn.ts';
import { useAdTracking } from '../hooks/use-ad-tracking.ts';
import { useInView } from '../hooks/use-in-view.ts';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';
import { useRotation } from '../hooks/use-rotation.ts';
import { AdCta } from './ad-cta.tsx';
import { BANNER_HEIGHT } from './banner-height.ts';
import '../i18n.ts';

export interface BannerCarouselProps {
  banners: readonly Advertisement[];
  /** The page's video, sent with the tracking posts. */
  videoId?: number;
  /** This page view's id; a fresh one is made when missing. */
  viewId?: string;
  className?: string;
}

export function BannerCarousel({ banners, videoId, viewId, className }: BannerCarouselProps) {
  const { t } = useTranslation('ads');
  const root = useRef<HTMLElement>(null);
  const isInView = useInView(root);
  const isReducedMotion = useReducedMotion();
  const rotation = useRotation(banners.length);
  const tracking = useAdTracking({ viewId, videoId });
  const shown = banners[rotation.index]!;
  const { impression } = tracking;

  useEffect(() => {
    if (isInView) impression(shown);
  }, [isInView, shown, impression]);

  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={t('sponsored')}
      className={cn('relative overflow-hidden rounded-xl bg-neutral-900 ring-1 ring-white/10', className)}
      data-testid="banner-ads"
      {...rotation.pauseHandlers}
    >
      <div className={cn('relative', BANNER_HEIGHT)}>
        {banners.map((ad, i) => {
          const isActive = i === rotation.index;
          return (
            <div
              key={ad.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('position', { position: i + 1, total: banners.length })}
              aria-hidden={!isActive}
              inert={!isActive}
              data-testid="banner-slide"
              data-active={isActive}
              className={cn('absolute inset-0', isActive ? 'opacity-100' : 'opacity-0', !isReducedMotion && 'transition-opacity duration-700')}
            >
              <img src={ad.banner_image!} alt="" className="absolute inset-0 size-full object-cover" loading="lazy" decoding="async" />
              <div className="absolute inset-0 bg-gradient-to-r from-black/95 via-black/80 to-black/40 sm:from-black/90 sm:via-black/65 sm:to-black/10" />
              <div className="relative flex h-full max-w-lg flex-col justify-center gap-1.5 p-4 pr-10 sm:p-6">
                <p className="text-[11px] font-semibold uppercase tracking-wider text-amber-300">{t('sponsored')}</p>
                <h3 className="line-clamp-1 text-lg font-bold text-white sm:text-xl">{ad.title}</h3>
                {ad.description && <p className="line-clamp-2 text-sm text-white/80">{ad.description}</p>}
                <AdCta ad={ad} onClick={tracking.click} className="mt-1 self-start" />
              </div>
            </div>
          );
        })}
      </div>
      {banners.length > 1 && (
        <div className="absolute bottom-2 right-2 flex items-center gap-1">
          {banners.map((ad, i) => (
            <button
              key={ad.id}
              type="button"
              onClick={() => rotation.show(i)}
              aria-label={t('showBanner', { position: i + 1, total: banners.length })}
              aria-current={i === rotation.index}
              className="flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
            >
              <span className={cn('block h-1.5 rounded-full', i === rotation.index ? 'w-4 bg-white' : 'w-1.5 bg-white/50')} />
            </button>
          ))}
          <button
            type="button"
            onClick={rotation.toggleStopped}
            aria-pressed={rotation.isStopped}
            aria-label={rotation.isStopped ? t('resumeRotation') : t('pauseRotation')}
            className="flex size-6 items-center justify-center rounded-full text-[10px] text-white/80 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
          >
            {rotation.isStopped ? '▶' : '❚❚'}
          </button>
        </div>
      )}
    </section>
  );
}

export default BannerCarousel;
