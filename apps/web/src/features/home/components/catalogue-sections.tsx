// SPEC 2.3 sections: Recently Added, Premium Videos (PAID, View All), Free Videos (FREE, View All),
// Rental Videos (RENTAL, no View All).
import { useTranslation } from 'react-i18next';
import { useRecentVideos } from '@/api/catalogue/list-recent-videos.ts';
import { useVideosByType } from '@/api/catalogue/list-videos-by-type.ts';
import { paths } from '@/config/paths.ts';
import { SectionBadge } from './section-badge.tsx';
import { VideoSection } from './video-section.tsx';

export function RecentlyAddedSection() {
  const { t } = useTranslation('home');
  return <VideoSection title={t('recentlyAdded')} query={useRecentVideos()} />;
}

export function PremiumSection() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  return (
    <VideoSection
      title={t('premiumVideos')}
      query={useVideosByType({ videoType: 'paid' })}
      badge={<SectionBadge tone="gold">{tc('badgePaid')}</SectionBadge>}
      viewAllTo={paths.premiumVideos}
    />
  );
}

export function FreeSection() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  return (
    <VideoSection
      title={t('freeVideos')}
      query={useVideosByType({ videoType: 'free' })}
      badge={<SectionBadge tone="green">{tc('badgeFree')}</SectionBadge>}
      viewAllTo={paths.freeVideos}
    />
  );
}

export function RentalSection() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  return (
    <VideoSection
      title={t('rentalVideos')}
      query={useVideosByType({ videoType: 'rental' })}
      badge={<SectionBadge tone="violet">{tc('badgeRental')}</SectionBadge>}
    />
  );
}
