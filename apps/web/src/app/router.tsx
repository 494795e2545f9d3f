// Route table (SPEC 2.1). Every screen but the shell and home is a lazy chunk; guards come from
// the auth feature (visitors browse, ARCHITECTURE 5).
import { createBrowserRouter } from 'react-router';
import { RootLayout } from '@/features/shell/index.ts';
import { RequireAuth, RequireBrowseAccess, RequireSignedOut, SessionWatcher } from '@/features/auth/index.ts';
import { HomeRoute, homeRouteHandle } from '@/features/home/index.ts';
import { PaymentWatcher } from '@/features/payments/index.ts';

// The operator console is one lazy chunk (features/admin/routes/console-routes.ts).
const consoleRoutes = () => import('@/features/admin/routes/console-routes.ts');

export const router = createBrowserRouter([
  {
    element: (
      <>
        <SessionWatcher />
        <PaymentWatcher />
        <RootLayout />
      </>
    ),
    children: [
      {
        // Browsing is public unless the server's app config says require_login_to_browse.
        element: <RequireBrowseAccess />,
        children: [
          { index: true, element: <HomeRoute />, handle: homeRouteHandle },
          { path: 'movie/:id', lazy: () => import('@/features/movie/routes/movie-details-route.tsx') },
          { path: 'series/:id', lazy: () => import('@/features/series/routes/series-route.tsx') },
          { path: 'player', lazy: () => import('@/features/player/routes/player-route.tsx') },
          { path: 'plans', lazy: () => import('@/features/payments/routes/plans-route.tsx') },
          { path: 'search', lazy: () => import('@/features/search/routes/search-route.tsx') },
          { path: 'category/:id', lazy: () => import('@/features/browse/routes/category-route.tsx') },
          { path: 'premium-videos', lazy: () => import('@/features/browse/routes/premium-videos-route.tsx') },
          { path: 'free-videos', lazy: () => import('@/features/browse/routes/free-videos-route.tsx') },
          { path: 'news', lazy: () => import('@/features/browse/routes/news-route.tsx') },
          { path: 'about', lazy: () => import('@/features/info/routes/about-route.tsx') },
          { path: 'advanced-player', lazy: () => import('@/features/advanced-player/routes/advanced-player-route.tsx') },
          { path: 'regional', lazy: () => import('@/features/regional/routes/regional-route.tsx') },
          { path: 'regional/:stateId', lazy: () => import('@/features/regional/routes/regional-drilldown-route.tsx') },
        ],
      },
      // Help and the legal texts are for everyone, even where browsing needs a sign-in (SPEC 2.21):
      // someone who cannot sign in still needs the support contact and the terms they agree to.
      { path: 'contact', lazy: () => import('@/features/info/routes/contact-route.tsx') },
      { path: 'privacy-policy', lazy: () => import('@/features/info/routes/privacy-policy-route.tsx') },
      { path: 'terms-of-service', lazy: () => import('@/features/info/routes/terms-of-service-route.tsx') },
      { path: 'cookie-policy', lazy: () => import('@/features/info/routes/cookie-policy-route.tsx') },
      {
        element: <RequireSignedOut />,
        children: [{ path: 'login', lazy: () => import('@/features/auth/routes/login-route.tsx') }],
      },
      // Full registration checks its own phone and token (SPEC 2.1, 2.7).
      { path: 'register', lazy: () => import('@/features/registration/routes/register-route.tsx') },
      {
        element: <RequireAuth allowIncomplete />,
        children: [{ path: 'mini-register', lazy: () => import('@/features/auth/routes/mini-register-route.tsx') }],
      },
      {
        // Renting and the profile need a signed-in user (SPEC 2.11, 2.15).
        element: <RequireAuth />,
        children: [
          { path: 'movie/:id/rent', lazy: () => import('@/features/rentals/routes/rent-route.tsx') },
          { path: 'profile', lazy: () => import('@/features/profile/routes/profile-route.tsx') },
          { path: 'profile/update', lazy: () => import('@/features/profile/routes/profile-update-route.tsx') },
          { path: 'payment', lazy: () => import('@/features/payments/routes/payment-route.tsx') },
          { path: 'payment/verify', lazy: () => import('@/features/payments/routes/payment-verify-route.tsx') },
          { path: 'watchlist', lazy: () => import('@/features/watchlist/routes/watchlist-route.tsx') },
          { path: 'referral', lazy: () => import('@/features/referral/routes/referral-route.tsx') },
          { path: 'referral/details', lazy: () => import('@/features/referral/routes/referral-details-route.tsx') },
          { path: 'downloads', lazy: () => import('@/features/downloads/routes/downloads-route.tsx') },
          { path: 'wallet', lazy: () => import('@/features/wallet/routes/wallet-route.tsx') },
        ],
      },
      {
        // The operator console draws its own page (shell handle `standalone`); accounts without a
        // role get its 'not an operator' notice. Operators need no viewer profile to work.
        path: 'admin',
        element: <RequireAuth allowIncomplete />,
        handle: { standalone: true },
        children: [
          {
            lazy: async () => ({ Component: (await consoleRoutes()).ConsoleRoute }),
            children: [
              { index: true, lazy: async () => ({ Component: (await consoleRoutes()).OverviewRoute }) },
              { path: 'dashboard', lazy: async () => ({ Component: (await consoleRoutes()).DashboardRoute }) },
              { path: 'operators', lazy: async () => ({ Component: (await consoleRoutes()).OperatorsRoute }) },
              { path: 'audit-log', lazy: async () => ({ Component: (await consoleRoutes()).AuditLogRoute }) },
              { path: 'titles/*', lazy: async () => ({ Component: (await consoleRoutes()).TitlesRoute }) },
              { path: 'categories', lazy: async () => ({ Component: (await consoleRoutes()).CategoriesRoute }) },
              { path: 'hero', lazy: async () => ({ Component: (await consoleRoutes()).HeroRoute }) },
              { path: 'series', lazy: async () => ({ Component: (await consoleRoutes()).SeriesListRoute }) },
              { path: 'series/:id', lazy: async () => ({ Component: (await consoleRoutes()).SeriesEditRoute }) },
              { path: 'plans', lazy: async () => ({ Component: (await consoleRoutes()).PlansRoute }) },
              { path: 'popup', lazy: async () => ({ Component: (await consoleRoutes()).PopupRoute }) },
              { path: 'live', lazy: async () => ({ Component: (await consoleRoutes()).LiveStreamsRoute }) },
              { path: 'viewers', lazy: async () => ({ Component: (await consoleRoutes()).ViewersRoute }) },
              { path: 'viewers/:id', lazy: async () => ({ Component: (await consoleRoutes()).ViewerRoute }) },
              { path: 'payments', lazy: async () => ({ Component: (await consoleRoutes()).PaymentsRoute }) },
              { path: 'payments/:id', lazy: async () => ({ Component: (await consoleRoutes()).OrderRoute }) },
              { path: 'reconciliation', lazy: async () => ({ Component: (await consoleRoutes()).ReconciliationRoute }) },
              { path: 'withdrawals', lazy: async () => ({ Component: (await consoleRoutes()).WithdrawalsRoute }) },
              { path: 'wallets/:id', lazy: async () => ({ Component: (await consoleRoutes()).WalletLedgerRoute }) },
              { path: 'codes', lazy: async () => ({ Component: (await consoleRoutes()).CodesRoute }) },
              { path: 'codes/batches/:id', lazy: async () => ({ Component: (await consoleRoutes()).CodeBatchRoute }) },
              { path: 'bonus-levels', lazy: async () => ({ Component: (await consoleRoutes()).BonusLevelsRoute }) },
              { path: 'ads', lazy: async () => ({ Component: (await consoleRoutes()).AdsRoute }) },
              { path: 'ads/new', lazy: async () => ({ Component: (await consoleRoutes()).NewAdRoute }) },
              { path: 'ads/:id', lazy: async () => ({ Component: (await consoleRoutes()).AdRoute }) },
            ],
          },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('@/features/shell/not-found-route.tsx')).NotFoundRoute }) },
    ],
  },
]);
