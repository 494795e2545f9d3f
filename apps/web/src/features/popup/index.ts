// Public surface of the welcome popup: the shell mounts the loader once; the dialog is a lazy chunk.
export { WelcomePopup } from './welcome-popup.tsx';
