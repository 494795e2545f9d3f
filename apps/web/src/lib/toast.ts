// Toasts for code on the home page's first load, without sonner in that JS: the call loads sonner
// (and the lazily mounted outlet shows the toast once it subscribes; app/lazy-toaster.tsx). Screens
// in lazy chunks import `toast` from sonner directly.
import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error';

function show(kind: Kind, message: string, options?: ExternalToast) {
  void import('sonner').then(({ toast }) => (options ? toast[kind](message, options) : toast[kind](message)));
}

export const lazyToast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
};
