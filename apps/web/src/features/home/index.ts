// Public surface of the home screen.
export { HomeRoute, homeRouteHandle } from './home-route.tsx';
