// Business constants and limits of the product. Every number of SPEC 9 lives here, plus the
// few timings and defaults that SPEC 3, 4, 5, 7 and 8 state outright. Durations are named
// with their unit (_MS milliseconds, _SECONDS seconds, _PX pixels).

import type { PopupConfig } from './schemas/popup.ts';

// ---------------------------------------------------------------------------
// SPEC 9 (login) and SPEC 4 'Login flow': phone and one-time code.
// ---------------------------------------------------------------------------
export const OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 30;
export const OTP_AUTO_SUBMIT_MS = 300;
export const PHONE_LENGTH = 10;
/** Digits a 10-digit Indian mobile number may start with (SPEC 5 'Phone'). */
export const PHONE_FIRST_DIGITS = ['6', '7', '8', '9'] as const;
export const PHONE_COUNTRY_CODE = '+91';
/** Country prefix stripped from a 12-digit input (SPEC 5 'Phone'). */
export const PHONE_COUNTRY_PREFIX_DIGITS = '91';

// ---------------------------------------------------------------------------
// SPEC 9 toasts; SPEC 5 'Plan payment' / 'Rental pay' and SPEC 8 'Account deleted' (5 s).
// ---------------------------------------------------------------------------
export const TOAST_DEFAULT_MS = 3000;
export const TOAST_LONG_MS = 5000;

// ---------------------------------------------------------------------------
// SPEC 9 live-stream polling (also SPEC 7 'Content').
// ---------------------------------------------------------------------------
export const LIVE_POLL_HEADER_MS = 10_000;
export const LIVE_POLL_SECTION_MS = 5000;

// ---------------------------------------------------------------------------
// SPEC 9 home, recently added, categories (also SPEC 2.19 and SPEC 3 'Category').
// ---------------------------------------------------------------------------
export const HOME_CACHE_MS = 300_000;
export const RECENTLY_ADDED_HOME_LIMIT = 15;
export const RECENTLY_ADDED_DETAILS_LIMIT = 20;
export const RECENTLY_ADDED_DETAILS_SHOWN = 12;
export const NEW_VIDEO_DAYS = 7;
export const CATEGORY_PAGE_SIZE = {
  home: 10,
  movieDetails: 12,
  movieDetailsFallback: 8,
  categoryPage: 20,
} as const;
export const HIDDEN_HOME_CATEGORY_ID = 19;
/** Trending: videos of the last 30 days, 10 shown (SPEC 7 'Content', SPEC 9 search). */
export const TRENDING_DAYS = 30;
export const TRENDING_LIMIT = 10;

// ---------------------------------------------------------------------------
// SPEC 9 currency and plans (also SPEC 2.12 marketing note, SPEC 3 'Plan', SPEC 7 payments).
// ---------------------------------------------------------------------------
export const CURRENCY = 'INR';
export const CURRENCY_SYMBOL = '₹';
/** Marketing: 'Plans start from ₹365/year (₹1/day)'. */
export const PLANS_FROM_RUPEES_PER_YEAR = 365;
export const PLANS_FROM_RUPEES_PER_DAY = 1;
/** Marketing: up to 2 simultaneous devices. */
export const MARKETING_SIMULTANEOUS_DEVICES = 2;
/** Default plan brand text (SPEC 3 'Plan'). */
export const DEFAULT_PLAN_BRAND_TEXT = 'GOLD';
/** Fixed client-side plans of the payment page; price in rupees, duration in days. */
export const FIXED_PLANS = [
  { id: 1, name: 'Basic Plan', price: 199, duration: 30 },
  { id: 2, name: 'Standard Plan', price: 499, duration: 90 },
  { id: 3, name: 'Premium Plan', price: 999, duration: 365 },
] as const;

// ---------------------------------------------------------------------------
// SPEC 9 payment timings (also SPEC 4 'Plan payment', 'Payment page', 'Background checks',
// 'Payment verification page').
// ---------------------------------------------------------------------------
export const PAYMENT_ORDER_MAX_AGE_MS = 1_800_000;
export const PAYMENT_POLL_INTERVAL_MS = 30_000;
export const PAYMENT_POLL_MAX_ATTEMPTS = 10;
export const PAYMENT_POLL_START_DELAY_MS = 2000;
export const PAYMENT_WINDOW_TIMEOUT_SECONDS = 300;
export const PAYMENT_RETRY_MAX = 3;
export const PAYMENT_METHODS_ORDER = ['upi', 'card', 'netbanking'] as const;
export const PAYMENT_PAGE_PENDING_MAX_AGE_MS = 600_000;
export const BACKGROUND_PENDING_MAX_AGE_MS = 900_000;
export const BACKGROUND_PENDING_MAX_RETRIES = 10;
export const BACKGROUND_PENDING_CHECK_MS = 30_000;
export const SUBSCRIPTION_CHECK_MS = 120_000;
export const PAYMENT_VERIFY_WINDOW_MS = 600_000;
export const THEME_COLOR = '#3399cc';
export const ASSET_CHUNK_LOAD_TIMEOUT_MS = 120_000;

// ---------------------------------------------------------------------------
// SPEC 9 hero carousel (also SPEC 4 'Hero carousel').
// ---------------------------------------------------------------------------
export const HERO_TRANSITION_MS = 800;
/** A swipe changes slide past 30% of the width... */
export const HERO_SWIPE_THRESHOLD_RATIO = 0.3;
/** ...or when it moves over 50 px in under 300 ms. */
export const HERO_FLICK_MIN_PX = 50;
export const HERO_FLICK_MAX_MS = 300;
export const HERO_DRAG_START_PX = 20;
export const HERO_FIRST_VIDEO_DELAY_MS = 500;
export const HERO_TAP_BREAKPOINT_PX = 768;
/**
 * The `sizes` of a hero backdrop (issue 13): the slide is the page's width and 68svh (460-640 px)
 * tall, 82vh (560-860 px) from 768 px, and a 16:9 picture covers it, so on a tall screen its width
 * follows the height. Shared by the slide's <img> and the server's preload of the first slide.
 */
export const HERO_IMAGE_SIZES =
  '(min-width: 768px) max(100vw, clamp(996px, 146vh, 1529px)), max(100vw, clamp(818px, 121svh, 1138px))';
/**
 * The `sizes` of a movie details backdrop: 16:9 art covering a box 56vh tall on phones and at
 * least 88vh from 768 px, so tall screens need it wider. Shared by the page's <img> and the
 * server's first paint of /movie/{id}.
 */
export const MOVIE_BACKDROP_SIZES = '(min-width: 768px) max(100vw, 157vh), max(100vw, 100vh)';
/** The id of the JSON <script> in which GET / hands the SPA the hero slides (issue 13.3). */
export const HERO_SLIDES_ELEMENT_ID = 'hero-slides';
export const PROMO_START_DELAY_MS = 3000;

// ---------------------------------------------------------------------------
// SPEC 9 live player (also SPEC 2.22 and SPEC 4 'Player').
// ---------------------------------------------------------------------------
export const LIVE_PLAYER_CONTROLS_HIDE_MS = 3000;
export const LIVE_PLAYER_CONTROLS_HIDE_ON_LEAVE_MS = 1000;
export const LIVE_PLAYER_SEEK_SECONDS = 10;
export const LIVE_PLAYER_VOLUME_STEP = 5;
export const LIVE_PLAYER_VOLUME_MIN = 0;
export const LIVE_PLAYER_VOLUME_MAX = 100;
export const LIVE_PLAYER_QUALITIES = ['Auto', '1080p', '720p', '480p', '360p'] as const;
export const LIVE_PLAYER_LOADING_MS = 2000;
export const LIVE_PLAYER_BIG_PLAY_ICON_MS = 800;
/** A direct video starts muted and unmutes after 1 s if the volume is above 0. */
export const LIVE_PLAYER_UNMUTE_DELAY_MS = 1000;

// ---------------------------------------------------------------------------
// SPEC 9 advanced player (also SPEC 4 'Advanced player' and 'Ads').
// ---------------------------------------------------------------------------
export const ADVANCED_PLAYER_CONTROLS_HIDE_MS = 2000;
export const ADVANCED_PLAYER_SKIP_SECONDS = 10;
export const ADVANCED_PLAYER_DOUBLE_TAP_MS = 300;
export const ADVANCED_PLAYER_PLAYBACK_RATES = [0.5, 1, 1.5, 2] as const;
export const ADVANCED_PLAYER_DEFAULT_VOLUME = 0.5;
export const ADVANCED_PLAYER_BUFFER_SECONDS = 60;
export const ADVANCED_PLAYER_RESUME_MAX_ATTEMPTS = 3;
/** Auto-resume delay is 1.5 s times the attempt number. */
export const ADVANCED_PLAYER_RESUME_DELAY_STEP_MS = 1500;
export const ADVANCED_PLAYER_STALL_RESUME_MS = 2000;
export const ADVANCED_PLAYER_ERROR_RELOAD_MS = 2000;
export const ADVANCED_PLAYER_ERROR_RETRY_MS = 3000;
export const BANNER_AD_ROTATE_MS = 10_000;
/** Default advertisement call to action (SPEC 3 'Advertisement'). */
export const DEFAULT_AD_CALL_TO_ACTION = 'Learn More';

// ---------------------------------------------------------------------------
// SPEC 9 movie details and mobile breakpoint (also SPEC 2.12).
// ---------------------------------------------------------------------------
export const MOVIE_CONTROLS_HIDE_MS = 2500;
export const MOVIE_CONTROLS_HIDE_MOBILE_MS = 3500;
export const MOBILE_BREAKPOINT = 768;
/** The header gets a 'scrolled' style past 50 px of scroll. */
export const HEADER_SCROLLED_OFFSET_PX = 50;

// ---------------------------------------------------------------------------
// SPEC 9 cards, scrolling and views.
// ---------------------------------------------------------------------------
export const CARD_PORTRAIT_SIZE_PX = { width: 160, height: 240 } as const;
export const CARD_WEB_SERIES_SIZE_PX = { width: 280, height: 157.5 } as const;
export const SCROLL_STEP_SECTION_PX = 300;
export const SCROLL_STEP_ROW_PX = [160, 180] as const;
export const SECTION_CARD_WIDTH_PX = 180;
export const VIEWS_THOUSAND = 1000;
export const VIEWS_MILLION = 1_000_000;

// ---------------------------------------------------------------------------
// SPEC 9 search, address autocomplete, share and copy.
// ---------------------------------------------------------------------------
export const SEARCH_DEBOUNCE_MS = 300;
export const RECENT_SEARCHES_STORED = 10;
export const RECENT_SEARCHES_SHOWN_MOBILE = 3;
export const RECENT_SEARCHES_SHOWN_DESKTOP = 7;
export const ADDRESS_AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const PINCODE_LENGTH = 6;
export const ADDRESS_COUNTRY = 'IN';
export const SHARE_IMAGE = { width: 600, height: 400, type: 'image/jpeg', quality: 0.8 } as const;
export const COPY_LABEL_RESET_MS = 2000;
export const COPY_TOAST_MS = 2000;

// ---------------------------------------------------------------------------
// SPEC 9 referral, wallet and devices (also SPEC 2.17, 2.18 and SPEC 8 'Wallet').
// ---------------------------------------------------------------------------
export const REFERRAL_POLL_MS = 30_000;
export const REFERRAL_COUNT_ANIMATION_MS = 1000;
/** The referral card lists the latest two referred users. */
export const REFERRAL_LATEST_SHOWN = 2;
export const WALLET_REFRESH_MS = 30_000;
export const WITHDRAWAL_DEFAULT_LIMITS = {
  min_amount: 100,
  max_amount: 10_000,
  daily_limit: 3,
  remaining_today: 3,
} as const;
export const BONUS_LEVEL_MIN = 1;
export const BONUS_LEVEL_MAX = 5;
export const TRANSACTION_LIST_MAX_HEIGHT_PX = 400;
export const DEVICE_LIMIT = 3;

// ---------------------------------------------------------------------------
// SPEC 9 relative time.
// ---------------------------------------------------------------------------
export const RELATIVE_TIME_JUST_NOW_SECONDS = 60;
export const RELATIVE_TIME_MAX_DAYS = 7;

// ---------------------------------------------------------------------------
// SPEC 9 profile and session redirects (also SPEC 2.16, SPEC 4 'Auth', SPEC 5 'Profile settings').
// ---------------------------------------------------------------------------
export const PROFILE_REDIRECT_MS = 2000;
export const SESSION_EXPIRY_REDIRECT_MS = 2000;
export const YEAR_LIST_MIN = 1940;
/** Pincode input max length on profile settings (SPEC 5). */
export const PINCODE_MAX_LENGTH = 6;

// ---------------------------------------------------------------------------
// SPEC 9 welcome popup (also SPEC 4 'Popup').
// ---------------------------------------------------------------------------
export const POPUP_DEFAULT_DELAY_MS = 2000;
export const DEFAULT_POPUP_TITLE = 'Welcome to OTT Platform!';

/**
 * The welcome popup used when nothing is configured (SPEC 9: title 'Welcome to OTT Platform!',
 * delay 2 s): the server's fallback and seed, and the client's answer to a missing or invalid file.
 */
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
export const SCROLL_LOCK_WATCHDOG_MS = 5000;

// ---------------------------------------------------------------------------
// SPEC 4 'App version' and SPEC 2.4: two different version values.
// ---------------------------------------------------------------------------
export const APP_VERSION_LABEL = '0.1.38';
export const APP_RESET_VERSION = '1.0.17';

// ---------------------------------------------------------------------------
// SPEC 7: the regional client timeout.
// ---------------------------------------------------------------------------
export const REGIONAL_CLIENT_TIMEOUT_MS = 15_000;

// ---------------------------------------------------------------------------
// SPEC 3 'Local storage keys'.
// ---------------------------------------------------------------------------
export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  isAuthenticated: 'isAuthenticated',
  phone: 'phone',
  csrfToken: 'csrfToken',
  referralCode: 'referralCode',
  hasCompletedRegistration: 'hasCompletedRegistration',
  loginSuccess: 'loginSuccess',
  loginMessage: 'loginMessage',
  registrationSuccess: 'registrationSuccess',
  registrationMessage: 'registrationMessage',
  pendingPayment: 'pending_payment',
  paymentOrder: 'payment_order',
  paymentSuccess: 'payment_success',
  popupShown: 'popupShown',
  appVersion: 'app_version',
  theme: 'theme',
  subscription: 'subscription',
  playerVolume: 'player-volume',
  playerPreferences: 'player-preferences',
  /** Issue 18.3: the titles kept offline on this device (JSON; the copies are in IndexedDB). */
  offlineDownloads: 'offline-downloads',
  videoMuted: 'videoMuted',
  recentSearches: 'recentSearches',
  lastSearchState: 'lastSearchState',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The product's brand name, shown in checkout (ours and the gateway's) and the shell. */
export const BRAND_NAME = 'TeluguTV+';

// ---------------------------------------------------------------------------
// Profile pictures (SPEC 7 'update-profile', multipart): what MESSAGES.invalidProfilePicture
// promises. The server decides the type by magic bytes; the client checks first to save an upload.
// ---------------------------------------------------------------------------
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

// ---------------------------------------------------------------------------
// Issue 14.2: signed URLs of paid media (server lib/media-url.ts, deploy/nginx/). A token grants one
// title directory and lives at most this long; players renew it (GET /api/media-token/) during play.
// ---------------------------------------------------------------------------
export const MEDIA_TOKEN_LIFETIME_SECONDS = 600;
/** Expiries are rounded down to this step, so every viewer of a title in the same minute gets one URL. */
export const MEDIA_TOKEN_STEP_SECONDS = 60;
