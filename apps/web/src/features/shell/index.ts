// OWNED BY THE SHELL ENGINEER — temporary exports so the app compiles until the shell lands.
export { RootLayout } from './root-layout.tsx';
export { NotFoundRoute } from './not-found-route.tsx';
