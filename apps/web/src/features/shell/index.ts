// Public surface of the app shell.
export { RootLayout } from './root-layout.tsx';
export type { ShellRouteHandle } from './route-handle.ts';
export { StoreBadges } from './components/store-badges.tsx';
// The link tables, so the app can check that every link has a route (app/route-links.test.ts).
export { BOTTOM_NAV, HEADER_NAV } from './components/nav-items.ts';
export { FOOTER_COLUMNS } from './components/footer-links.ts';
export { PROFILE_MENU_ITEMS } from './components/profile-menu-items.ts';
