// Public surface of the advanced player demo (SPEC 2.22). The screen is reached through its lazy
// route (routes/advanced-player-route.tsx); nothing here is needed by other features yet.
export { advancedPlayerStrings } from './i18n.ts';
