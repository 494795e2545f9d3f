// The details page for a loaded movie (SPEC 2.12): hero, actions, popups, carousels and the
// full-screen player overlay (a history entry, so Back closes it).
import { useEffect, useRef, useState } from 'react';
import type { Video } from '@ott/contract';
import { toTitleCase } from '@ott/contract';
import { useSaveProgress } from '@/api/progress/save-progress.ts';
import { useSession } from '@/lib/session.ts';
import { BannerAds, PreRollGate, useAdFree } from '@/features/ads/index.ts';
import { DownloadAction } from '@/features/downloads/index.ts';
import {
  alternateStreamUrl,
  loadPlayerChunks,
  PlayerOverlay,
  preconnectMedia,
  useKeepScrollAcrossOverlay,
  useOverlayHistory,
} from '@/features/player/index.ts';
import { useCurrentPath } from '../hooks/use-current-path.ts';
import { useHoldImages } from '../hooks/use-hold-images.ts';
import { usePlayRequests, type MovieOverlay, type MoviePopup } from '../hooks/use-play-requests.ts';
import { useResumePoint } from '../hooks/use-resume-point.ts';
import { useShareMovie } from '../hooks/use-share-movie.ts';
import { useWatchlistButton } from '../hooks/use-watchlist-button.ts';
import { backdropOf, categoryOf, fullVideoSource, rentalOfferOf } from '../lib/movie-view.ts';
import { CategoryCarousel } from './category-carousel.tsx';
import { MovieActions } from './movie-actions.tsx';
import { MovieHero } from './movie-hero.tsx';
import { PremiumPopup } from './premium-popup.tsx';
import { RecentlyAddedCarousel } from './recently-added-carousel.tsx';
import { RentalPopup } from './rental-popup.tsx';
import { ShareDialog } from './share-dialog.tsx';

export function MovieDetailsView({ video }: { video: Video }) {
  const title = toTitleCase(video.title);
  const currentPath = useCurrentPath();
  const overlay = useOverlayHistory<MovieOverlay>();
  const rememberScroll = useKeepScrollAcrossOverlay(overlay.current !== null);
  const [popup, setPopup] = useState<MoviePopup | null>(null);
  const [isPromoFailed, setPromoFailed] = useState(false);
  const watchlist = useWatchlistButton(video.id);
  const share = useShareMovie(title);
  // Continue watching: signed-in viewers resume where they stopped and the full video saves progress.
  const isSignedIn = useSession((s) => s.isAuthenticated && !!s.token);
  const resumeAt = useResumePoint(video.id);
  const saveProgress = useSaveProgress(video.id);
  const [startAt, setStartAt] = useState(0);
  // SPEC 4 'Ads', 6: the full video of a viewer who is not subscribed opens behind the pre-roll.
  const isAdFree = useAdFree();
  const [isAdsPending, setAdsPending] = useState(false);
  // Issue 13.2: on a slow line the posters and banners below must not share it with the player.
  // Those out of sight wait until its chunks are here (see the start-up effect); from the click
  // that opens the player until it closes, none loads.
  const belowHero = useRef<HTMLDivElement>(null);
  const [arePlayerChunksHere, setPlayerChunksHere] = useState(!video.hls_url);
  // The overlay opens through a history navigation, which the router commits as a transition,
  // after the click's own render: from the click until then the page counts as covered, so a banner
  // or poster that mounts in between is held too, not spared for being in view (a desktop CI run
  // saw the two banner images start between the click and the first frame).
  const [isOpening, setOpening] = useState(false);
  const isCovered = overlay.current !== null || isOpening;
  useEffect(() => {
    if (!isOpening) return;
    if (overlay.current !== null) return setOpening(false);
    // Should the navigation never come, the page's images are not held for good.
    const timer = setTimeout(() => setOpening(false), 5000);
    return () => clearTimeout(timer);
  }, [isOpening, overlay.current]);
  const holdImagesNow = useHoldImages(belowHero, isCovered || !arePlayerChunksHere, {
    spareVisible: !isCovered,
  });
  // The player's poster is the picture the hero already shows (its srcset width, in the cache),
  // not the full backdrop JPEG, which would be one more download beside the stream's first segments.
  const hero = useRef<HTMLDivElement>(null);
  const [playerPoster, setPlayerPoster] = useState<string | undefined>(undefined);
  const openPlayer = (kind: MovieOverlay, startTime = 0) => {
    holdImagesNow();
    setOpening(true);
    setPlayerPoster(hero.current?.querySelector('img')?.currentSrc || backdropOf(video));
    setStartAt(startTime);
    setAdsPending(kind === 'full' && !isAdFree);
    rememberScroll();
    overlay.open(kind);
  };
  const { playFull, playPromo } = usePlayRequests(video, { openPlayer, openPopup: setPopup });
  const promoUrl = video.promo_hls_url && !isPromoFailed ? video.promo_hls_url : null;
  const category = categoryOf(video);
  const fullSource = fullVideoSource(video);

  // Startup: warm the connection and, once the page is idle, the player and Shaka chunks.
  useEffect(() => {
    if (!video.hls_url) return;
    preconnectMedia(video.hls_url);
    let isCurrent = true;
    const preload = () =>
      void loadPlayerChunks().then(() => isCurrent && setPlayerChunksHere(true));
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(preload, { timeout: 2000 })
      : undefined;
    const timer = idle === undefined ? setTimeout(preload, 500) : undefined;
    return () => {
      isCurrent = false;
      if (idle !== undefined) window.cancelIdleCallback?.(idle);
      clearTimeout(timer);
    };
  }, [video.hls_url]);

  return (
    <div className="pb-10">
      <div ref={hero}>
        <MovieHero
          video={video}
          promoUrl={overlay.current ? null : promoUrl}
          onPromoFailed={() => setPromoFailed(true)}
          actions={
            <MovieActions
              hasPromo={promoUrl !== null}
              resumeAt={resumeAt}
              isInWatchlist={watchlist.isInWatchlist}
              isWatchlistPending={watchlist.isPending}
              onFullVideo={() => playFull()}
              onResume={() => resumeAt !== null && playFull(resumeAt)}
              onPromo={playPromo}
              onToggleWatchlist={watchlist.onToggle}
              onShare={() => void share.share()}
              download={<DownloadAction video={video} />}
            />
          }
        />
      </div>
      <div ref={belowHero} className="mt-6 space-y-10 md:mt-2">
        {!isAdFree && <BannerAds videoId={video.id} className="mx-4 md:mx-10 lg:mx-14" />}
        {category && <CategoryCarousel category={category} currentVideoId={video.id} />}
        <RecentlyAddedCarousel currentVideoId={video.id} />
      </div>
      <PremiumPopup
        isOpen={popup === 'premium'}
        onClose={() => setPopup(null)}
        videoId={video.id}
        redirect={currentPath}
      />
      <RentalPopup
        isOpen={popup === 'rental'}
        onClose={() => setPopup(null)}
        videoId={video.id}
        title={title}
        offer={rentalOfferOf(video)}
        redirect={currentPath}
      />
      <ShareDialog
        isOpen={share.isDialogOpen}
        onClose={share.closeDialog}
        url={share.url}
        text={share.text}
      />
      {overlay.current === 'full' && fullSource && isAdsPending && (
        <PreRollGate videoId={video.id} onDone={() => setAdsPending(false)} />
      )}
      {overlay.current === 'full' && fullSource && !isAdsPending && (
        <PlayerOverlay
          source={fullSource.url}
          fallbackSource={fullSource.fallbackUrl}
          poster={playerPoster ?? backdropOf(video)}
          title={title}
          autoplay
          startTime={startAt}
          onProgress={isSignedIn ? saveProgress : undefined}
          videoId={video.id}
          captions={video.captions}
          trickPlayUrl={video.trick_play_url}
          markers={video.markers}
          onClose={overlay.close}
        />
      )}
      {overlay.current === 'promo' && video.promo_hls_url && (
        // Promo mode (SPEC 2.12): the overlay locks page scroll until it closes; muted; a failing
        // stream tries its other format, and a promo that still fails loses its button.
        <PlayerOverlay
          source={video.promo_hls_url}
          fallbackSource={alternateStreamUrl(video.promo_hls_url)}
          poster={playerPoster ?? backdropOf(video)}
          title={title}
          autoplay
          muted
          onFailed={() => setPromoFailed(true)}
          onClose={overlay.close}
        />
      )}
    </div>
  );
}
