// The one token store of the page's players (lib/media-tokens.ts), renewing from the API.
import { API, MediaTokenResponse } from '@ott/contract';
import { api } from '@/lib/api-client.ts';
import { createMediaTokens } from './media-tokens.ts';

export const playerMediaTokens = createMediaTokens({
  // A refusal (session or entitlement ended) is the player's error to show, not a redirect to login.
  renew: async (dir) => MediaTokenResponse.parse(await api.get<unknown>(API.mediaToken, { query: { dir }, skipAuthRedirect: true })),
});
