// What pressing a regional video does (SPEC 4 'Movie playback rules', 5 'Playback'): free plays;
// paid needs a subscription (else /plans with redirect and video_id); rental needs a subscription
// or an active rental (else /movie/{id}/rent); only an HLS URL with .m3u8 opens the player, which
// is a history entry over the grid so Back closes it.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Video } from '@ott/contract';
import { canPlayHls, playbackDecision } from '@ott/contract';
import { paths } from '@/config/paths.ts';
import { useIsSubscribed } from '@/lib/session.ts';
import { preloadPlayer, requestPlayback, useKeepScrollAcrossOverlay, useOverlayHistory } from '@/features/player/index.ts';

export function useRegionalPlayback<V extends Video>(videos: readonly V[] | undefined) {
  const { t } = useTranslation('regional');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const isSubscribed = useIsSubscribed();
  const overlay = useOverlayHistory<string>();
  const rememberScroll = useKeepScrollAcrossOverlay(overlay.current !== null);
  const hasVideos = (videos?.length ?? 0) > 0;

  // Once a grid is up and the page is idle, fetch the player and Shaka chunks for a quick start.
  useEffect(() => {
    if (!hasVideos) return;
    const idle = window.requestIdleCallback?.(preloadPlayer, { timeout: 2000 });
    return () => {
      if (idle !== undefined) window.cancelIdleCallback?.(idle);
    };
  }, [hasVideos]);

  const play = (video: V) => {
    // The server's can_play knows about rentals and a subscription the local user may not show yet.
    const decision = playbackDecision(video, {
      isSubscribed: isSubscribed || (video.video_type === 'paid' && video.can_play === true),
      hasActiveRental: video.video_type === 'rental' && video.can_play === true,
    });
    if (decision === 'subscribe') {
      navigate(paths.plans({ redirect: `${pathname}${search}`, video_id: video.id }));
      return;
    }
    if (decision === 'rent') {
      navigate(paths.rent(video.id));
      return;
    }
    if (!canPlayHls(video.hls_url)) {
      toast.error(t('videoUnavailable'));
      return;
    }
    requestPlayback({ url: video.hls_url!, fallbackUrl: video.dash_url });
    rememberScroll();
    overlay.open(String(video.id));
  };

  const playing = overlay.current ? (videos?.find((video) => String(video.id) === overlay.current) ?? null) : null;
  return { play, playing, close: overlay.close };
}
