import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Video } from '@ott/contract';
import { formatRupees, formatViews } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { useHoursMinutes } from '@/ui/duration.ts';
import { categoryOf, moodsOf, releaseYear, rentalOfferOf } from '../lib/movie-view.ts';

const Dot = () => <span aria-hidden="true" className="text-white/40">•</span>;

/** Year, duration (hours and minutes), category and views (SPEC 2.12, 9). */
export function MovieFacts({ video }: { video: Video }) {
  const { t } = useTranslation('movie');
  const category = categoryOf(video);
  const duration = useHoursMinutes()(video.duration);
  const parts = [
    releaseYear(video) && <span key="year">{releaseYear(video)}</span>,
    duration && (
      <span key="duration" data-testid="movie-duration">
        {duration}
      </span>
    ),
    category && (
      <Link key="category" to={paths.category(category.id)} className="hover:text-white hover:underline">
        {category.name}
      </Link>
    ),
    <span key="views" className="inline-flex items-center gap-1">
      <Eye className="size-4" aria-hidden="true" />
      {t('views', { views: formatViews(video.views_count) })}
    </span>,
  ].filter(Boolean);
  return (
    <p className="flex flex-wrap items-center gap-x-2.5 gap-y-1 text-sm font-medium text-white/75 md:text-base">
      {parts.flatMap((part, index) => (index === 0 ? [part] : [<Dot key={`dot-${index}`} />, part]))}
    </p>
  );
}

/** Rental price chips (₹price · N days from prices[0]) and up to two mood tags. */
export function MovieChips({ video }: { video: Video }) {
  const { t } = useTranslation('movie');
  const offer = video.video_type === 'rental' ? rentalOfferOf(video) : null;
  const moods = moodsOf(video);
  if (!offer && moods.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {offer && (
        <li className="rounded-full border border-violet-400/50 bg-violet-500/15 px-3 py-1 text-sm font-semibold text-violet-100">
          {t('rentalChip', { price: formatRupees(offer.price), period: t('days', { count: offer.days }) })}
        </li>
      )}
      {moods.map((mood) => (
        <li key={mood} className="rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm text-white/80">
          {mood}
        </li>
      ))}
    </ul>
  );
}
