// Hero autoplay (SPEC 4 'Hero carousel', SPEC 9 'Hero'): promo videos start 0.5 s after the hero
// and the page have loaded, a slide advances when its video ends, and a slide without a playable
// video advances after a fixed time instead. Nothing plays or advances while the tab is hidden, for
// reduced motion, or (for the timed advance) while the viewer's focus is inside the carousel.
// Promos never autoplay on a slow or metered connection or with Save-Data (issue 13.3): the
// slides stay stills and advance on the timer.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { HERO_FIRST_VIDEO_DELAY_MS } from '@ott/contract';
import { sparesPromoData } from '../lib/promo-network.ts';

/** How long a slide with no playable promo stays before the next one comes in. */
export const STILL_SLIDE_MS = 8000;
/** The promo waits at most this long for an idle main thread after the page's load. */
const IDLE_WAIT_MS = 2000;

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
/** Whether the tab is in view; videos pause and the timed advance stops while it is hidden. */
export const usePageVisible = () => useSyncExternalStore(subscribeVisibility, () => document.visibilityState !== 'hidden');

export const prefersStill = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

interface AutoplayOptions {
  /** The hero has slides on screen. */
  loaded: boolean;
  /** The active slide is playing (or about to play) its promo, which advances on its own end. */
  activeHasVideo: boolean;
  advance: () => void;
  /** Changes with the active slide, restarting the timed advance. */
  restartKey: unknown;
}

export function useAutoplay({ loaded, activeHasVideo, advance, restartKey }: AutoplayOptions) {
  const visible = usePageVisible();
  const [still] = useState(prefersStill);
  const [sparesData] = useState(sparesPromoData);
  const [videosReady, setVideosReady] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const advanceRef = useRef(advance);
  useEffect(() => {
    advanceRef.current = advance;
  }, [advance]);

  useEffect(() => {
    if (!loaded || still || sparesData) return;
    // After the page's own load (scripts, styles, the first slide's image) and once the main
    // thread is idle, so the promo's player and segments never compete with what is seen first.
    let timer: number | undefined;
    let idle: number | undefined;
    const arm = () => (timer = window.setTimeout(() => setVideosReady(true), HERO_FIRST_VIDEO_DELAY_MS));
    const start = () => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(arm, { timeout: IDLE_WAIT_MS });
      else arm();
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [loaded, still, sparesData]);

  const playVideos = videosReady && !still && !sparesData;
  const timed = loaded && !still && visible && !focusWithin && !(playVideos && activeHasVideo);
  useEffect(() => {
    if (!timed) return;
    const timer = window.setTimeout(() => advanceRef.current(), STILL_SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [timed, restartKey]);

  return {
    /** Promo videos may be mounted (0.5 s after load; never for reduced motion or a connection that spares data). */
    playVideos,
    /** Videos pause while the tab is hidden. */
    paused: !visible,
    focusProps: {
      onFocus: () => setFocusWithin(true),
      onBlur: (event: React.FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      },
    },
  };
}
