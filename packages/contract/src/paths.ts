// API paths exactly as SPEC 7 writes them (trailing slashes included). One table for server and client.
export const API = {
  requestOtp: '/users/request-otp/',
  login: '/users/users/login/',
  logout: '/users/logout/',
  verifyReferral: '/users/verify-referral/',
  completeRegistration: '/users/complete-registration/',
  profile: '/users/profile/',
  updateProfile: '/users/update-profile/',
  devicesInfo: '/users/devices-info/',
  deactivateDevice: '/users/deactivate-device/',
  registerDevice: '/devices/',
  checkNotifications: '/users/check-notifications/',
  /** Issue 16.7 (not in SPEC 7): every signed-in session of the user; sign out one or all. */
  userSessions: '/users/sessions/',
  signOutSession: (id: number | string) => `/users/sessions/${id}/sign-out/`,
  signOutEverywhere: '/users/sessions/sign-out-everywhere/',
  checkSubscriptionStatus: '/users/check-subscription-status/',
  videos: '/api/videos/',
  video: (id: number | string) => `/api/videos/${id}/`,
  heroVideos: '/api/videos/hero/',
  categoryVideos: (id: number | string) => `/api/videos/category/${id}/`,
  frontendCategories: '/api/frontend/categories/',
  activeCategories: '/api/categories/active/',
  liveStreamsByCategory: '/api/live-streams/by_category/',
  /** Every category's active live streams in one answer (issue 13.4; not in SPEC 7): one poll, not one per category. */
  liveStreams: '/api/live-streams/',
  frontendStates: '/api/frontend/states/',
  states: '/api/states/',
  frontendDistricts: '/api/frontend/districts/',
  frontendConstituencies: '/api/frontend/constituencies/',
  frontendMandals: '/api/frontend/mandals/',
  frontendVillages: '/api/frontend/villages/',
  popupConfig: '/popup-config.json',
  health: '/api/health',
  /** Probes for orchestrators and load balancers (issue 14.5; not in SPEC 7). */
  livez: '/livez',
  readyz: '/readyz',
  /** Prometheus text format (issue 14.5); a bearer token when METRICS_TOKEN is set. */
  metrics: '/metrics',
  /** Deployment facts for the client (ARCHITECTURE 5; not in SPEC 7). */
  appConfig: '/api/app-config/',
  devOutbox: '/dev/outbox',
  watchlist: '/api/watchlist/',
  watchlistToggle: '/api/watchlist/toggle/',
  watchlistStatus: '/api/watchlist/status/',
  /** SPEC 7 'Content' regional calls. */
  frontendVideos: '/api/frontend/videos/',
  regionalVideosByLocation: '/api/regional-videos/by_location/',
  mandalsByConstituency: '/api/mandals/',
  mandalsSearch: '/mandals/search/',
  villagesSearch: '/villages/search/',
  /** Built-in address suggester (SPEC 2.7 AddressSuggester; not in SPEC 7). */
  addressSuggestions: '/api/address/suggestions/',
  /** Continue watching (issue 4; not in SPEC 7). */
  watchProgress: '/api/watch-progress/',
  videoProgress: (videoId: number | string) => `/api/watch-progress/${videoId}/`,
  continueWatching: '/api/continue-watching/',
  /** Operator action (SPEC 6 'An admin can delete an account'); admin role only. */
  adminDeleteUser: (userId: number | string) => `/api/admin/users/${userId}/delete/`,
  /** SPEC 7 'Referral and wallet'. */
  referralInfo: '/users/referral-info/',
  /** The session user's invitation QR as PNG (SPEC 2.17; not in SPEC 7). */
  referralQr: '/users/referral-qr/',
  wallet: '/users/wallet/',
  bankAccounts: '/users/bank-accounts/',
  setPrimaryBankAccount: (id: number | string) => `/users/bank-accounts/${id}/set-primary/`,
  referralBonusLevels: '/users/referral-bonus-levels/',
  withdrawalLimits: '/users/withdrawal-limits/',
  requestWithdrawal: '/users/request-withdrawal/',
  /** RazorpayX payout status webhook (ARCHITECTURE 7; not in SPEC 7). */
  payoutWebhook: '/api/payout/webhook/razorpayx/',
  /** SPEC 7 'Ads'. */
  videoAds: (videoId: number | string) => `/api/video/${videoId}/ads/`,
  bannerAds: '/api/ads/banner/',
  trackImpression: (id: number | string) => `/api/advertisements/${id}/track_impression/`,
  trackClick: (id: number | string) => `/api/advertisements/${id}/track_click/`,
  /** Issue 6 (not in SPEC 7): operator switch for live streams; admin role only. */
  adminLiveStream: (id: number | string) => `/api/admin/live-streams/${id}/`,
  /** Operators and roles (not in SPEC 7): the signed-in operator, role grants, the audit log. */
  adminMe: '/api/admin/me/',
  adminOperators: '/api/admin/operators/',
  adminOperatorRole: (userId: number | string, role: string) => `/api/admin/operators/${userId}/roles/${role}/`,
  adminAuditLog: '/api/admin/audit-log/',
  /** Issue 15 (not in SPEC 7): the console's catalogue, uploads (tus) and transcodes; editor role. */
  adminTitles: '/api/admin/titles/',
  adminTitle: (id: number | string) => `/api/admin/titles/${id}/`,
  adminTitlePublish: (id: number | string) => `/api/admin/titles/${id}/publish/`,
  adminTitleUnpublish: (id: number | string) => `/api/admin/titles/${id}/unpublish/`,
  adminTitleIngestCancel: (id: number | string) => `/api/admin/titles/${id}/ingest/cancel/`,
  adminTitleIngestRetry: (id: number | string) => `/api/admin/titles/${id}/ingest/retry/`,
  adminTitleImages: (id: number | string) => `/api/admin/titles/${id}/images/`,
  adminTitleSubtitles: (id: number | string) => `/api/admin/titles/${id}/subtitles/`,
  adminTitleSubtitle: (id: number | string, subtitleId: number | string) => `/api/admin/titles/${id}/subtitles/${subtitleId}/`,
  adminTitlePromo: (id: number | string) => `/api/admin/titles/${id}/promo/`,
  /** Issue 15.4 (not in SPEC 7): categories and the hero carousel in the console; editor role. */
  adminCategories: '/api/admin/categories/',
  adminCategory: (id: number | string) => `/api/admin/categories/${id}/`,
  adminCategoriesOrder: '/api/admin/categories/order/',
  adminHeroSlides: '/api/admin/hero-slides/',
  adminHeroSlide: (id: number | string) => `/api/admin/hero-slides/${id}/`,
  adminHeroSlidesOrder: '/api/admin/hero-slides/order/',
  /** Issue 15.4 (not in SPEC 7): the console's live streams editor; editor role. */
  adminLiveStreams: '/api/admin/live-streams/',
  adminLiveStreamsOrder: '/api/admin/live-streams/order/',
  adminLiveSourceTitles: '/api/admin/live-streams/source-titles/',
  adminLiveStreamThumbnail: (id: number | string) => `/api/admin/live-streams/${id}/thumbnail/`,
  /** Issue 15.4 (not in SPEC 7): subscription plans (finance role) and the welcome popup (editor role). */
  adminPlans: '/api/admin/plans/',
  adminPlan: (id: number | string) => `/api/admin/plans/${id}/`,
  adminPopup: '/api/admin/popup/',
  /** Issue 17.2 (not in SPEC 7): refund an order's payment in full or in part; finance role. */
  adminOrderRefund: (orderId: number | string) => `/api/admin/payments/${orderId}/refund/`,
  adminPopupImage: '/api/admin/popup/image/',
  adminPopupSound: '/api/admin/popup/sound/',
  /** Issue 17.1 (not in SPEC 7): viewers in the console (support role). */
  adminViewers: '/api/admin/viewers/',
  adminViewer: (id: number | string) => `/api/admin/viewers/${id}/`,
  adminViewerBlock: (id: number | string) => `/api/admin/viewers/${id}/block/`,
  adminViewerUnblock: (id: number | string) => `/api/admin/viewers/${id}/unblock/`,
  adminViewerSignOut: (id: number | string) => `/api/admin/viewers/${id}/sign-out-all/`,
  adminViewerGrant: (id: number | string) => `/api/admin/viewers/${id}/subscription-grants/`,
  /** tus 1.0 resumable uploads (POST creates, PATCH appends, HEAD resumes, DELETE cancels). */
  adminUploads: '/api/admin/uploads/',
  /** Issue 6 (not in SPEC 7): the advanced player's three demo streams. */
  demoStreams: '/api/advanced-player/streams/',
  /** Issue 6: HLS AES-128 content key, granted only to entitled viewers. */
  drmKey: (keyId: string) => `/api/drm/keys/${keyId}/`,
  /** Issue 12: whether this viewer would get content keys, asked before any pre-roll ad runs. */
  drmAccess: '/api/drm/access/',
  /** Issue 14.2: a fresh token for one protected title directory (`?dir=protected/...`), entitled viewers only. */
  mediaToken: '/api/media-token/',
  /** Issue 6: count one real view of a video (views_count). */
  recordView: (id: number | string) => `/api/videos/${id}/view/`,
} as const;

/** Route templates for the server (Fastify syntax) where the client uses builders above. */
export const API_ROUTES = {
  video: '/api/videos/:id/',
  categoryVideos: '/api/videos/category/:id/',
  videoProgress: '/api/watch-progress/:videoId/',
  adminDeleteUser: '/api/admin/users/:id/delete/',
  setPrimaryBankAccount: '/users/bank-accounts/:id/set-primary/',
  signOutSession: '/users/sessions/:id/sign-out/',
  videoAds: '/api/video/:videoId/ads/',
  trackImpression: '/api/advertisements/:id/track_impression/',
  trackClick: '/api/advertisements/:id/track_click/',
  adminLiveStream: '/api/admin/live-streams/:id/',
  adminOperatorRole: '/api/admin/operators/:userId/roles/:role/',
  adminTitle: '/api/admin/titles/:id/',
  adminTitlePublish: '/api/admin/titles/:id/publish/',
  adminTitleUnpublish: '/api/admin/titles/:id/unpublish/',
  adminTitleIngestCancel: '/api/admin/titles/:id/ingest/cancel/',
  adminTitleIngestRetry: '/api/admin/titles/:id/ingest/retry/',
  adminTitleImages: '/api/admin/titles/:id/images/',
  adminTitleSubtitles: '/api/admin/titles/:id/subtitles/',
  adminTitleSubtitle: '/api/admin/titles/:id/subtitles/:subtitleId/',
  adminTitlePromo: '/api/admin/titles/:id/promo/',
  adminCategory: '/api/admin/categories/:id/',
  adminHeroSlide: '/api/admin/hero-slides/:id/',
  adminLiveStreamThumbnail: '/api/admin/live-streams/:id/thumbnail/',
  adminPlan: '/api/admin/plans/:id/',
  adminOrderRefund: '/api/admin/payments/:id/refund/',
  adminViewer: '/api/admin/viewers/:id/',
  adminViewerBlock: '/api/admin/viewers/:id/block/',
  adminViewerUnblock: '/api/admin/viewers/:id/unblock/',
  adminViewerSignOut: '/api/admin/viewers/:id/sign-out-all/',
  adminViewerGrant: '/api/admin/viewers/:id/subscription-grants/',
  drmKey: '/api/drm/keys/:keyId/',
  recordView: '/api/videos/:id/view/',
} as const;

/** SPEC 7 'Plans, payments, rentals' (both the /users/... and /api/payment/... variants exist). */
export const PAYMENT_API = {
  plans: '/users/api/subscription-plans/',
  createOrder: '/api/payment/create-order/',
  checkStatusUsers: (orderId: string) => `/users/payment/check-status/${encodeURIComponent(orderId)}/`,
  checkStatus: (orderId: string) => `/api/payment/check-status/${encodeURIComponent(orderId)}/`,
  verifyPaymentUsers: '/users/verify-payment/',
  verifyPayment: '/api/payment/verify-payment/',
  verifyUpiStatus: '/api/payment/verify-upi-status/',
  validateCoupon: '/users/validate-coupon/',
  applyCoupon: '/users/apply-coupon/',
  createRental: '/users/api/rentals/create/',
  verifyRental: '/users/api/rentals/verify/',
  checkRental: '/api/rentals/check/',
  razorpayWebhook: '/api/payment/webhook/razorpay/',
  sandboxCheckout: (orderId: string) => `/sandbox/checkout/${encodeURIComponent(orderId)}`,
  sandboxPay: '/sandbox/pay',
} as const;
