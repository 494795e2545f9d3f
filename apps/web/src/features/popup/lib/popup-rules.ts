// When the welcome popup may show (SPEC 4 'Popup', 3 'Popup config'): switched on and set to show
// by itself on load, on a matching device and page, and only once per browser (localStorage
// popupShown, set when it is closed or its action is taken).
import { STORAGE_KEYS, type PopupConfig } from '@ott/contract';

/** Narrower than this, or a mobile browser, counts as mobile for deviceType. */
export const POPUP_MOBILE_BELOW_PX = 768;
const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i;

export function isMobileDevice(width: number, userAgent: string): boolean {
  return width < POPUP_MOBILE_BELOW_PX || MOBILE_UA.test(userAgent);
}

export function matchesDevice(deviceType: PopupConfig['popupSettings']['deviceType'], isMobile: boolean): boolean {
  return deviceType === 'all' || (deviceType === 'mobile') === isMobile;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** An empty list or '*' means every page; 'a/*' matches a and everything under it; else the exact path. */
export function matchesPage(showOnPages: readonly string[], pathname: string): boolean {
  if (showOnPages.length === 0) return true;
  const path = trimSlash(pathname);
  return showOnPages.some((page) => {
    if (page === '*') return true;
    if (page.endsWith('/*')) {
      const base = trimSlash(page.slice(0, -2) || '/');
      return base === '/' || path === base || path.startsWith(`${base}/`);
    }
    return trimSlash(page) === path;
  });
}

/** The config lets the popup open by itself on this device and page. */
export function popupWanted(config: PopupConfig, pathname: string, isMobile: boolean): boolean {
  const { showPopup, popupSettings: settings } = config;
  return (
    showPopup &&
    settings.autoShow &&
    settings.showOnLoad &&
    matchesDevice(settings.deviceType, isMobile) &&
    matchesPage(settings.showOnPages, pathname)
  );
}

export function hasSeenPopup(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.popupShown) === 'true';
  } catch {
    return false;
  }
}

export function markPopupShown(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.popupShown, 'true');
  } catch {
    // Storage blocked: the popup stays closed for this page view.
  }
}
