// Picks the address provider: Google Places when the app config carries a Maps key, else our
// server. After the Maps script fails to load or start, the server takes over for the visit.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/api/app-config/get-app-config.ts';
import type { AddressSuggester } from '../suggesters/address-suggester.ts';
import { GooglePlacesSuggester } from '../suggesters/google-places-suggester.ts';
import { ServerSuggester } from '../suggesters/server-suggester.ts';

const server = new ServerSuggester();

export function useAddressSuggester() {
  const { i18n } = useTranslation();
  const apiKey = useAppConfig().data?.maps_api_key ?? null;
  const [googleBroken, setGoogleBroken] = useState(false);
  const google = useMemo(() => (apiKey ? new GooglePlacesSuggester(apiKey, () => i18n.resolvedLanguage ?? 'en') : null), [apiKey, i18n]);
  const suggester: AddressSuggester = google && !googleBroken ? google : server;
  const fallBack = useCallback(() => setGoogleBroken(true), []);
  return { suggester, fallBack };
}
