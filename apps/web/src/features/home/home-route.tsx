// SPEC 2.3 Home: hero, mobile search bar, Categories, then Recently Added, Premium, Free, Rental,
// Live Channels per category and the Regional Content strip. The header overlays the hero.
// Signed-in viewers also get Continue Watching after Categories (issue 4).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session.ts';
import { ContinueWatchingHomeRow } from '@/features/continue-watching/index.ts';
import { SeriesRow } from '@/features/series/index.ts';
import './i18n.ts';
import { DeferredSection } from './components/deferred-section.tsx';
import { CategoriesRow } from './components/categories-row.tsx';
import { FreeSection, PremiumSection, RecentlyAddedSection, RentalSection } from './components/catalogue-sections.tsx';
import { HeroCarousel } from './components/hero-carousel.tsx';
import { MobileSearchBar } from './components/mobile-search-bar.tsx';
import { createRevealQueue } from './lib/reveal-queue.ts';

/** Usual heights (px) of the rows mounted after the first paint, reserved until they mount. */
const VIDEO_ROW_PX = 338;
const LIVE_ROW_PX = 235;
const REGIONAL_ROW_PX = 190;
const SERIES_ROW_PX = 260;
const DEFERRED_ROWS = 6;

// The last two rows are their own chunk: they mount after load anyway, so their code need not be
// in the entry the first paint waits for (their place stays reserved while it arrives).
const LiveChannelsSection = lazy(() => import('./components/live-channels-section.tsx').then((m) => ({ default: m.LiveChannelsSection })));
const RegionalStatesSection = lazy(() => import('./components/regional-states-section.tsx').then((m) => ({ default: m.RegionalStatesSection })));
const reserved = (minHeight: number) => <div aria-hidden="true" style={{ minHeight }} />;

/** Route handle read by the shell: the page starts under a see-through header. */
export const homeRouteHandle = { overlayHeader: true };

export function HomeRoute() {
  const { t } = useTranslation('home');
  const isSignedIn = useSession((s) => s.isAuthenticated && !!s.token);
  // Above the fold (hero, search, Categories, Recently Added) renders at once; the rows below it
  // mount after the first paint (issue 13.3: React's first render of every row was most of TBT).
  const [queue] = useState(createRevealQueue);
  useEffect(() => queue.start(DEFERRED_ROWS), [queue]);
  return (
    <div className="pb-4">
      <h1 className="sr-only">{t('pageTitle')}</h1>
      <HeroCarousel />
      <div className="relative z-10 -mt-6 space-y-9 md:-mt-20 md:space-y-12">
        <MobileSearchBar />
        <CategoriesRow />
        {isSignedIn && (
          // Lazy and silent until it has titles: nothing is reserved or shown while it loads.
          <Suspense fallback={null}>
            <ContinueWatchingHomeRow />
          </Suspense>
        )}
        <RecentlyAddedSection />
        <DeferredSection queue={queue} index={0} minHeight={VIDEO_ROW_PX}>
          <PremiumSection />
        </DeferredSection>
        <DeferredSection queue={queue} index={1} minHeight={VIDEO_ROW_PX}>
          <FreeSection />
        </DeferredSection>
        <DeferredSection queue={queue} index={2} minHeight={VIDEO_ROW_PX}>
          <RentalSection />
        </DeferredSection>
        {/* Issue 18.4: series (their episodes stay out of the film rows). Revealed last, placed here. */}
        <DeferredSection queue={queue} index={5} minHeight={SERIES_ROW_PX}>
          <Suspense fallback={reserved(SERIES_ROW_PX)}>
            <SeriesRow />
          </Suspense>
        </DeferredSection>
        <DeferredSection queue={queue} index={3} minHeight={LIVE_ROW_PX}>
          <Suspense fallback={reserved(LIVE_ROW_PX)}>
            <LiveChannelsSection />
          </Suspense>
        </DeferredSection>
        <DeferredSection queue={queue} index={4} minHeight={REGIONAL_ROW_PX}>
          <Suspense fallback={reserved(REGIONAL_ROW_PX)}>
            <RegionalStatesSection />
          </Suspense>
        </DeferredSection>
      </div>
    </div>
  );
}
