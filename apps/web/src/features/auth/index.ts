// OWNED BY THE AUTH ENGINEER — temporary exports so the app compiles until auth lands.
export { RequireAuth, RequireSignedOut } from './guards.tsx';
