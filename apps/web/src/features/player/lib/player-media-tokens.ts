// The one token store of the page's players (lib/media-tokens.ts), renewing from the API.
import { API, MediaTokenResponse, PLAYBACK_SESSION_MESSAGES } from '@ott/contract';
import { api, ApiError } from '@/lib/api-client.ts';
import { createMediaTokens } from './media-tokens.ts';
import { playbackForDir, reportPlaybackRefused } from './playback-by-dir.ts';

export const playerMediaTokens = createMediaTokens({
  // A refusal (session or entitlement ended) is the player's error to show, not a redirect to login.
  // A paid title's renewal names the player's playback session (issue 18.1); a stopped one is refused.
  renew: async (dir) => {
    const playback = await playbackForDir(dir);
    try {
      return MediaTokenResponse.parse(await api.get<unknown>(API.mediaToken, { query: { dir, playback }, skipAuthRedirect: true }));
    } catch (error) {
      if (error instanceof ApiError && error.serverMessage === PLAYBACK_SESSION_MESSAGES.renewalRefused) reportPlaybackRefused(dir);
      throw error;
    }
  },
});
