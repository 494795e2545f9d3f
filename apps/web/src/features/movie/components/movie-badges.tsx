import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Video } from '@ott/contract';
import { isPremium } from '../lib/movie-view.ts';

const BADGE = 'inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-bold uppercase leading-none tracking-wide';

/** SPEC 2.12 badges: Premium crown for paid, 4K, RENTAL. */
export function MovieBadges({ video }: { video: Video }) {
  const { t } = useTranslation('movie');
  const is4k = video.is_4k || video.is4K;
  if (!isPremium(video) && !is4k && video.video_type !== 'rental') return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {isPremium(video) && (
        <span className={`${BADGE} bg-gradient-to-r from-gold to-amber-500 text-black`}>
          <Crown className="size-3.5" strokeWidth={2.5} aria-hidden="true" />
          {t('premium')}
        </span>
      )}
      {video.video_type === 'rental' && <span className={`${BADGE} bg-violet-600 text-white`}>{t('rental')}</span>}
      {is4k && <span className={`${BADGE} border border-white/70 bg-black/40 text-white`}>{t('fourK')}</span>}
    </div>
  );
}
