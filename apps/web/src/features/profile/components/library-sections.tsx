// SPEC 2.15's My List and Continue Watching placeholders, made real: the saved titles and the
// started ones, each from its own feature.
import { Suspense } from 'react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { ContinueWatchingList } from '@/features/continue-watching/index.ts';
import { WatchlistRow } from '@/features/watchlist/index.ts';
import { SectionCard } from '@/ui/section-card.tsx';
import { Spinner } from '@/ui/spinner.tsx';

export function LibrarySections() {
  const { t } = useTranslation('profile');
  const viewAll = (
    <Link
      to={paths.watchlist}
      aria-label={t('viewAllLabel', { section: t('myList') })}
      className="group inline-flex items-center gap-0.5 rounded-md text-sm font-semibold text-white/70 hover:text-white"
    >
      {t('viewAll')}
      <ChevronRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
    </Link>
  );
  return (
    <>
      <SectionCard title={t('myList')} action={viewAll}>
        <WatchlistRow />
      </SectionCard>
      <SectionCard title={t('continueWatching')}>
        <Suspense fallback={<Spinner className="mx-auto my-6 block" label={t('loading')} />}>
          <ContinueWatchingList />
        </Suspense>
      </SectionCard>
    </>
  );
}
