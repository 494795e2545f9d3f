// A category-page card (SPEC 2.19): NEW, PREMIUM and RENTAL tags and the duration as minutes:seconds
// (SPEC 9). Opens the movie page.
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Video } from '@ott/contract';
import { formatMinutesSeconds } from '@ott/contract';
import { DurationLabel } from '@/ui/duration-label.tsx';
import { NewBadge, VideoTypeBadge } from '@/ui/video-badges.tsx';
import { VideoGridCard } from '@/ui/video-grid.tsx';
import { cardBadges } from '../lib/card-badges.ts';

export function BrowseVideoCard({ video }: { video: Video }) {
  const { t } = useTranslation('browse');
  const badges = cardBadges(video);
  const duration = video.duration > 0 ? formatMinutesSeconds(video.duration) : '';
  return (
    <VideoGridCard
      video={video}
      topLeft={badges.isPremium ? <PremiumBadge /> : badges.isRental ? <VideoTypeBadge type="rental" /> : undefined}
      topRight={badges.isNew ? <NewBadge /> : undefined}
      trailing={duration && <DurationLabel value={duration} label={t('duration', { value: duration })} className="bg-white/10" />}
      meta={video.release_date?.slice(0, 4) ?? ''}
    />
  );
}

function PremiumBadge() {
  const { t } = useTranslation('browse');
  return (
    <span className="inline-flex items-center gap-1 rounded-md bg-gold px-1.5 py-0.5 text-[10px] font-bold uppercase leading-none tracking-wide text-black shadow-sm">
      <Crown aria-hidden="true" className="size-3" strokeWidth={2.5} />
      {t('badgePremium')}
    </span>
  );
}
