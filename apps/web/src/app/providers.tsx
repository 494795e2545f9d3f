import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { HOME_CACHE_MS } from '@ott/contract';
import { LazyToaster } from './lazy-toaster.tsx';
import i18n from './i18n.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // SPEC 9: home data cached 5 minutes on reactivation.
      staleTime: HOME_CACHE_MS,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
