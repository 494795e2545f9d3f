// The welcome popup used when /popup-config.json is missing or invalid (SPEC 9: title 'Welcome to
// OTT Platform!', delay 2 s); the same values the server falls back to (server popup/default-config.ts).
import { DEFAULT_POPUP_TITLE, POPUP_DEFAULT_DELAY_MS, type PopupConfig } from '@ott/contract';

export const DEFAULT_POPUP_CONFIG: PopupConfig = {
  showPopup: true,
  popupContent: {
    title: DEFAULT_POPUP_TITLE,
    message: 'Watch the best Telugu movies, shows, news and live channels in one place.',
    imageUrl: null,
    imageWidth: null,
    imageHeight: null,
    buttonText: 'Explore Now',
    buttonUrl: '/',
    closeButtonText: 'Close',
    soundUrl: null,
  },
  popupSettings: {
    autoShow: true,
    showOnLoad: true,
    delay: POPUP_DEFAULT_DELAY_MS,
    dismissible: true,
    deviceType: 'all',
    showOnPages: ['/'],
  },
};
