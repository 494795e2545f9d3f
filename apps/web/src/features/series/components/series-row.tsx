// The home page's Series row (issue 18.4): published series as landscape cards that open the
// series page. Episodes stay out of the film rows; this row is where a series is found.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSeriesList } from '@/api/series/list-series.ts';
import { paths } from '@/config/paths.ts';
import { ScrollRow } from '@/ui/scroll-row.tsx';
import { SmartImage } from '@/ui/smart-image.tsx';
import '../i18n.ts';

export function SeriesRow() {
  const { t } = useTranslation('series');
  const { data } = useSeriesList();
  if (!data?.length) return null;
  return (
    <ScrollRow title={t('seriesRow')}>
      {data.map((series) => (
        <Link
          key={series.id}
          to={paths.series(series.id)}
          className="group block w-64 shrink-0 snap-start rounded-lg focus-visible:outline-2 focus-visible:outline-white md:w-80"
        >
          <span className="relative block aspect-video overflow-hidden rounded-lg bg-white/5">
            <SmartImage
              src={series.thumbnail_url ?? series.poster_url ?? undefined}
              alt=""
              sizes="(min-width: 768px) 320px, 256px"
              className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
          </span>
          <span className="mt-2 block truncate text-sm font-semibold text-white">{series.title}</span>
          <span className="block text-xs text-white/60">
            {t('seasonCount', { count: series.season_count })} · {t('episodeCount', { count: series.episode_count })}
          </span>
        </Link>
      ))}
    </ScrollRow>
  );
}

export default SeriesRow;
