export { HomeRoute } from './home-route.tsx';
