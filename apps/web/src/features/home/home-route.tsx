// SPEC 2.3 Home: hero, mobile search bar, Categories, then Recently Added, Premium, Free, Rental,
// Live Channels per category and the Regional Content strip. The header overlays the hero.
// Signed-in viewers also get Continue Watching after Categories (issue 4).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session.ts';
import { ContinueWatchingHomeRow } from '@/features/continue-watching/index.ts';
import './i18n.ts';
import { CategoriesRow } from './components/categories-row.tsx';
import { FreeSection, PremiumSection, RecentlyAddedSection, RentalSection } from './components/catalogue-sections.tsx';
import { HeroCarousel } from './components/hero-carousel.tsx';
import { LiveChannelsSection } from './components/live-channels-section.tsx';
import { MobileSearchBar } from './components/mobile-search-bar.tsx';
import { RegionalStatesSection } from './components/regional-states-section.tsx';

/** Route handle read by the shell: the page starts under a see-through header. */
export const homeRouteHandle = { overlayHeader: true };

export function HomeRoute() {
  const { t } = useTranslation('home');
  const isSignedIn = useSession((s) => s.isAuthenticated && !!s.token);
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
        <PremiumSection />
        <FreeSection />
        <RentalSection />
        <LiveChannelsSection />
        <RegionalStatesSection />
      </div>
    </div>
  );
}
