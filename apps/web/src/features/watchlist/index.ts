// Public surface of the watchlist feature: the My List row other screens show (the /watchlist
// screen itself is a lazy route).
export { WatchlistRow } from './components/watchlist-row.tsx';
