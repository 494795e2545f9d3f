// What the Full Video and Promo buttons do (SPEC 4 'Movie playback rules', SPEC 2.12).
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Video } from '@ott/contract';
import { playbackDecision } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { useIsSubscribed, useSession } from '@/lib/session.ts';
import { requestPlayback } from '@/features/player/index.ts';
import { fullVideoSource } from '../lib/movie-view.ts';
import { useCurrentPath } from './use-current-path.ts';

export type MovieOverlay = 'full' | 'promo';
export type MoviePopup = 'premium' | 'rental';

interface PlayRequestHandlers {
  /** `startTime`: seconds to start the full video at (Resume), 0 from the beginning. */
  openPlayer(kind: MovieOverlay, startTime?: number): void;
  openPopup(popup: MoviePopup): void;
}

export function usePlayRequests(video: Video, { openPlayer, openPopup }: PlayRequestHandlers) {
  const { t } = useTranslation('movie');
  const navigate = useNavigate();
  const currentPath = useCurrentPath();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const isSubscribed = useIsSubscribed();

  const playFull = (startTime = 0) => {
    // A visitor must sign in before anything that may cost money (ARCHITECTURE 5).
    if (video.video_type !== 'free' && !isAuthenticated) {
      navigate(paths.login({ redirect: currentPath }));
      return;
    }
    // The server's can_play already knows about active rentals and a subscription the local
    // copy of the user may not have caught up with yet.
    const decision = playbackDecision(video, {
      isSubscribed: isSubscribed || (video.video_type === 'paid' && video.can_play),
      hasActiveRental: video.video_type === 'rental' && video.can_play,
    });
    if (decision === 'subscribe') return openPopup('premium');
    if (decision === 'rent') return openPopup('rental');
    const source = fullVideoSource(video);
    if (!source) {
      toast.error(t('videoUnavailable'));
      return;
    }
    // The player first: opening it frees the line (the page's images stop) for the stream's requests.
    openPlayer('full', startTime);
    requestPlayback({ ...source, startTime });
  };

  const playPromo = () => {
    if (!video.promo_hls_url) {
      toast.error(t('promoUnavailable'));
      // Promo mode may have locked the page; make sure it scrolls again.
      document.documentElement.style.overflow = '';
      return;
    }
    openPlayer('promo');
    requestPlayback({ url: video.promo_hls_url });
  };

  return { playFull, playPromo };
}
