import type { ReactNode } from 'react';
import type { Video } from '@ott/contract';
import { toTitleCase } from '@ott/contract';
import { backdropOf } from '../lib/movie-view.ts';
import { HeroBackdrop } from './hero-backdrop.tsx';
import { MovieBadges } from './movie-badges.tsx';
import { MovieChips, MovieFacts } from './movie-facts.tsx';

interface MovieHeroProps {
  video: Video;
  /** The background promo, or null to keep the still image. */
  promoUrl: string | null;
  onPromoFailed(): void;
  actions: ReactNode;
}

/**
 * Cinematic top of the details page: full-bleed backdrop with the information left-aligned over
 * it on desktop; on mobile the picture sits on top and the information flows below it.
 */
export function MovieHero({ video, promoUrl, onPromoFailed, actions }: MovieHeroProps) {
  return (
    <section className="relative isolate md:flex md:min-h-[max(88vh,560px)] md:items-end">
      <div className="relative h-[56vh] min-h-[300px] md:absolute md:inset-0 md:h-auto">
        <HeroBackdrop image={backdropOf(video)} promoUrl={promoUrl} onPromoFailed={onPromoFailed} />
      </div>
      <div className="relative z-10 -mt-32 flex flex-col gap-4 px-4 pb-6 md:mt-0 md:w-[min(46rem,62%)] md:gap-5 md:px-10 md:pt-28 md:pb-14 lg:px-14">
        <MovieBadges video={video} />
        <h1 className="text-4xl leading-[1.05] font-black tracking-tight text-balance wrap-anywhere drop-shadow-lg md:text-6xl">{toTitleCase(video.title)}</h1>
        <MovieFacts video={video} />
        <MovieChips video={video} />
        {video.description && (
          <p className="line-clamp-4 max-w-2xl text-sm leading-relaxed text-white/80 md:line-clamp-5 md:text-base">{video.description}</p>
        )}
        <div className="mt-1">{actions}</div>
      </div>
    </section>
  );
}
