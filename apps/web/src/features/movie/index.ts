// Public surface of the movie feature: the premium popup, which premium live channels show too
// (the same entitlement as premium titles). The movie page itself is a lazy route.
export { PremiumPopup } from './components/premium-popup.tsx';
