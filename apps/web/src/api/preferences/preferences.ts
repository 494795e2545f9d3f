// GET and PATCH /users/preferences/ (issue 18): the signed-in viewer's player choices follow them
// to every device. The player reads the local mirror (features/player/lib/player-preferences.ts)
// synchronously; this keeps the mirror equal to the server's copy and sends every change there.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { API, type PreferencesResponse, type UpdatePreferencesBody, type ViewerPreferences } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import {
  setPreferencesSender,
  storePlayerPreferences,
  type PlayerPreferences,
} from '@/lib/player-preferences.ts';

export const preferencesKeys = { all: ['preferences'] as const };

export function getPreferences(signal?: AbortSignal): Promise<PreferencesResponse> {
  return api.get<PreferencesResponse>(API.preferences, { signal });
}

export function updatePreferences(body: UpdatePreferencesBody): Promise<PreferencesResponse> {
  return api.patch<PreferencesResponse>(API.preferences, body, { keepalive: true });
}

/** The server's shape from the mirror's (only the fields present). */
export function toServerChange(change: PlayerPreferences): UpdatePreferencesBody {
  const body: UpdatePreferencesBody = {};
  if (change.audioLanguage !== undefined) body.audio_language = change.audioLanguage;
  if (change.subtitleLanguage !== undefined) body.subtitle_language = change.subtitleLanguage;
  if (change.quality !== undefined) body.quality = change.quality;
  if (change.autoplayNext !== undefined) body.autoplay_next = change.autoplayNext;
  return body;
}

/** The mirror's shape from the server's (null: never chosen, so the mirror forgets it too). */
export function fromServer(preferences: ViewerPreferences) {
  return {
    audioLanguage: preferences.audio_language ?? undefined,
    subtitleLanguage: preferences.subtitle_language ?? undefined,
    quality: preferences.quality ?? undefined,
    autoplayNext: preferences.autoplay_next ? undefined : false,
  };
}

/**
 * Mounted once in the shell: while a viewer is signed in, loads their preferences into the mirror
 * and sends later choices to the server. A failed save is not retried (the choice is still kept on
 * this device).
 */
export function usePreferencesSync() {
  const isSignedIn = useSession((s) => s.isAuthenticated && !!s.token);
  const { data } = useQuery({
    queryKey: preferencesKeys.all,
    queryFn: ({ signal }) => getPreferences(signal),
    enabled: isSignedIn,
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (data) storePlayerPreferences(fromServer(data.preferences));
  }, [data]);
  useEffect(() => {
    if (!isSignedIn) return;
    setPreferencesSender((change) => void updatePreferences(toServerChange(change)).catch(() => undefined));
    return () => setPreferencesSender(null);
  }, [isSignedIn]);
}
