// The app shell (SPEC 2.4): skip link, header, the routed page, footer, mobile bottom nav and the
// profile menu; every navigation scrolls to the top (SPEC 2.1).
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BARE_ROUTES } from '@/config/paths.ts';
import { cn } from '@/ui/cn.ts';
import { WelcomePopup } from '@/features/popup/index.ts';
import { usePreferencesSync } from '@/api/preferences/preferences.ts';
import './i18n.ts';
import { Header } from './components/header.tsx';
import { LiveButton } from './components/live-button.tsx';
import { MobileBottomNav } from './components/mobile-bottom-nav.tsx';
import { ProfileMenu } from './components/profile-menu.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './components/skip-link.tsx';
import { useProfileMenu } from './hooks/profile-menu-store.ts';
import { useScrollToTop } from './hooks/use-scroll-to-top.ts';
import { readShellHandle } from './route-handle.ts';

// Below every page's content, so it is its own chunk, out of the home route's JavaScript (issue 13);
// its box is kept while the chunk arrives, so nothing above it moves.
const Footer = lazy(() => import('./components/footer.tsx').then((m) => ({ default: m.Footer })));
const footerPlaceholder = <div aria-hidden="true" className="mt-16 min-h-96" />;

export function RootLayout() {
  const { pathname } = useLocation();
  const handle = readShellHandle(useMatches());
  const closeMenu = useProfileMenu((s) => s.close);
  const isBare = BARE_ROUTES.includes(pathname);
  useScrollToTop();
  // The viewer's player choices follow them from the server (issue 18).
  usePreferencesSync();
  useEffect(() => closeMenu(), [pathname, closeMenu]);
  const { i18n } = useTranslation();
  // Screen readers and fonts follow the chosen language (English / Telugu).
  useEffect(() => {
    document.documentElement.lang = i18n.resolvedLanguage ?? i18n.language;
  }, [i18n.resolvedLanguage, i18n.language]);

  if (handle.standalone) return <Outlet />;
  return (
    <>
      <SkipLink />
      <Header liveSlot={<LiveButton />} overlay={handle.overlayHeader} showBack={handle.headerBack} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cn('min-h-[70vh] outline-none', !handle.overlayHeader && 'pt-16')}>
        <Outlet />
      </main>
      <Suspense fallback={footerPlaceholder}>
        <Footer />
      </Suspense>
      {!isBare && <MobileBottomNav />}
      <ProfileMenu />
      <WelcomePopup />
    </>
  );
}
