// Public surface of the app shell.
export { RootLayout } from './root-layout.tsx';
export { NotFoundRoute } from './not-found-route.tsx';
export type { ShellRouteHandle } from './route-handle.ts';
