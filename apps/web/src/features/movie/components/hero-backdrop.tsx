// The details backdrop (SPEC 2.12): the still image, then after the promo start delay (SPEC 9:
// 3 s) a muted looping promo played by the player engine, faded in over the image once it plays.
// A failing promo stream is tried once in its other format (HLS ↔ DASH) before the image stays.
import { Suspense, useEffect, useState } from 'react';
import { MOVIE_BACKDROP_SIZES, PROMO_START_DELAY_MS } from '@ott/contract';
import { cn } from '@/ui/cn.ts';
import { SmartImage } from '@/ui/smart-image.tsx';
import { alternateStreamUrl, BackgroundVideo } from '@/features/player/index.ts';


interface HeroBackdropProps {
  image: string | undefined;
  /** Null when there is no promo, it failed, or the full-screen player is up. */
  promoUrl: string | null;
  onPromoFailed(): void;
}

/** Motion-sensitive viewers and data savers keep the still image. */
function prefersStill(): boolean {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return saveData || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

export function HeroBackdrop({ image, promoUrl, onPromoFailed }: HeroBackdropProps) {
  const [isDelayOver, setDelayOver] = useState(false);
  const [isPromoPlaying, setPromoPlaying] = useState(false);

  useEffect(() => {
    setDelayOver(false);
    setPromoPlaying(false);
    if (!promoUrl || prefersStill()) return;
    const timer = setTimeout(() => setDelayOver(true), PROMO_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [promoUrl]);

  return (
    <div className="absolute inset-0 overflow-hidden">
      <SmartImage src={image} alt="" sizes={MOVIE_BACKDROP_SIZES} loading="eager" fetchPriority="high" className="size-full object-cover object-top" />
      {isDelayOver && promoUrl && (
        <Suspense fallback={null}>
          <BackgroundVideo
            source={promoUrl}
            fallbackSource={alternateStreamUrl(promoUrl)}
            poster={image}
            onFailed={onPromoFailed}
            onPlaying={() => setPromoPlaying(true)}
            className={cn('absolute inset-0 size-full transition-opacity duration-1000', isPromoPlaying ? 'opacity-100' : 'opacity-0')}
          />
        </Suspense>
      )}
      {/* Mobile: fade the picture into the page below it. Desktop: darken the left for the text. */}
      <div className="absolute inset-0 bg-gradient-to-t from-bg via-bg/30 to-black/30 md:via-transparent md:to-black/40" />
      <div className="absolute inset-0 hidden bg-gradient-to-r from-bg via-bg/75 to-transparent md:block md:w-[75%]" />
      <div className="absolute inset-x-0 bottom-0 h-40 bg-gradient-to-t from-bg to-transparent" />
    </div>
  );
}
