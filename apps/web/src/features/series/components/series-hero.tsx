// The top of a series page (issue 18.4): backdrop, title, seasons and episodes, description and the
// Play / Resume button that opens the episode the viewer is in.
import type { ReactNode } from 'react';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MOVIE_BACKDROP_SIZES, type Series } from '@ott/contract';
import { SmartImage } from '@/ui/smart-image.tsx';

export function SeriesHero({ series, action }: { series: Series; action: ReactNode }) {
  const { t } = useTranslation('series');
  const image = series.poster_url || series.thumbnail_url || series.portrait_thumbnail_url || undefined;
  return (
    <section className="relative isolate md:flex md:min-h-[max(72vh,520px)] md:items-end">
      <div className="relative h-[48vh] min-h-[280px] md:absolute md:inset-0 md:h-auto">
        <div className="absolute inset-0 overflow-hidden">
          <SmartImage src={image} alt="" sizes={MOVIE_BACKDROP_SIZES} loading="eager" fetchPriority="high" className="size-full object-cover object-top" />
          <div className="absolute inset-0 bg-gradient-to-t from-bg via-bg/30 to-black/30 md:via-transparent md:to-black/40" />
          <div className="absolute inset-0 hidden bg-gradient-to-r from-bg via-bg/75 to-transparent md:block md:w-[75%]" />
          <div className="absolute inset-x-0 bottom-0 h-40 bg-gradient-to-t from-bg to-transparent" />
        </div>
      </div>
      <div className="relative z-10 -mt-28 flex flex-col gap-4 px-4 pb-6 md:mt-0 md:w-[min(46rem,62%)] md:gap-5 md:px-10 md:pt-28 md:pb-12 lg:px-14">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-white/75 uppercase">
          {series.is_premium ? (
            <span className="inline-flex items-center gap-1 rounded-md bg-gold px-2 py-0.5 text-black">
              <Crown aria-hidden="true" className="size-3.5" />
              {t('premium')}
            </span>
          ) : (
            <span className="rounded-md bg-emerald-500/90 px-2 py-0.5 text-black">{t('free')}</span>
          )}
          {series.category_name && <span>{series.category_name}</span>}
        </p>
        <h1 className="text-4xl leading-[1.05] font-black tracking-tight text-balance wrap-anywhere drop-shadow-lg md:text-6xl">{series.title}</h1>
        <p className="text-sm font-medium text-white/80">
          {t('seasonCount', { count: series.season_count })} · {t('episodeCount', { count: series.episode_count })}
        </p>
        {series.description && <p className="line-clamp-4 max-w-2xl text-sm leading-relaxed text-white/80 md:text-base">{series.description}</p>}
        <div className="mt-1">{action}</div>
      </div>
    </section>
  );
}
