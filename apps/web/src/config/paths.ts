// A typed table of the app's routes (SPEC 2.1); links are built here, never by hand.
export const paths = {
  home: '/',
  login: (q?: { redirect?: string; ref?: string }) => withQuery('/login', q),
  register: '/register',
  miniRegister: (q?: { redirect?: string }) => withQuery('/mini-register', q),
  plans: (q?: { plan?: string; redirect?: string; video_id?: string | number }) => withQuery('/plans', q),
  player: '/player',
  movie: (id: number | string) => `/movie/${id}`,
  rent: (id: number | string) => `/movie/${id}/rent`,
  /** Issue 18.4: a series with its seasons and episodes. */
  series: (id: number | string) => `/series/${id}`,
  regional: '/regional',
  regionalState: (stateId: number | string) => `/regional/${stateId}`,
  search: '/search',
  news: '/news',
  about: '/about',
  /** The advanced player demo (SPEC 2.22). */
  advancedPlayer: '/advanced-player',
  contact: '/contact',
  profile: '/profile',
  /** The profile's Device Management section. */
  profileDevices: '/profile#devices',
  profileUpdate: (q?: { redirect?: string; plan?: string | number; code?: string }) => withQuery('/profile/update', q),
  referral: '/referral',
  referralDetails: '/referral/details',
  downloads: '/downloads',
  payment: '/payment',
  paymentVerify: '/payment/verify',
  wallet: '/wallet',
  category: (id: number | string) => `/category/${id}`,
  premiumVideos: '/premium-videos',
  freeVideos: '/free-videos',
  watchlist: '/watchlist',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
} as const;

function withQuery(base: string, q?: Record<string, string | number | undefined>): string {
  if (!q) return base;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `${base}?${s}` : base;
}

/** Routes without the mobile bottom nav (SPEC 2.4). */
export const BARE_ROUTES = ['/login', '/register', '/mini-register'];
