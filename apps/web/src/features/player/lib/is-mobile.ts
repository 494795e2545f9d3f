import { MOBILE_BREAKPOINT, MOVIE_CONTROLS_HIDE_MOBILE_MS, MOVIE_CONTROLS_HIDE_MS } from '@ott/contract';

const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i;

/** SPEC 9: mobile is a width under 768 px or a mobile user agent. */
export function isMobileViewport(): boolean {
  if (typeof window === 'undefined') return false;
  return window.innerWidth < MOBILE_BREAKPOINT || MOBILE_AGENT.test(navigator.userAgent);
}

/** SPEC 9: movie player controls hide after 2500 ms of playing, 3500 ms on mobile. */
export function controlsHideDelayMs(): number {
  return isMobileViewport() ? MOVIE_CONTROLS_HIDE_MOBILE_MS : MOVIE_CONTROLS_HIDE_MS;
}
