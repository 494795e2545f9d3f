// Paid media URLs carry a short token for the title directory (issue 14.2):
// `/media/s/{expires}-{hash}/protected/{dir}/{file}`, 9-10 minutes long, the same for every viewer
// of the title. A film plays for longer, so every playlist and segment request goes through
// `fresh()`, which swaps in the newest token held for its directory and renews it from the API
// (GET /api/media-token/?dir=) before it runs out: in the background while playback goes on, and
// first when the one held is (nearly) spent, e.g. after a long pause or a page left open.
// Light on purpose (no Shaka): the engines call it; the fetcher is injected for tests.

export interface SignedMediaUrl {
  /** Everything before the token: origin and `/media/s/`. */
  readonly head: string;
  readonly token: string;
  /** The token's expiry, Unix seconds of the server's clock. */
  readonly expires: number;
  /** The directory the token grants, e.g. `protected/demo/x`. */
  readonly dir: string;
  /** The file and whatever follows it (query, fragment). */
  readonly tail: string;
}

export interface RenewedToken {
  readonly token: string;
  /** Seconds the token has left by the server's clock (the client's may be off). */
  readonly expires_in: number;
}

const SIGNED = /^(.*?\/media\/s\/)((\d{1,12})-[A-Za-z0-9_-]{22})\/(protected(?:\/[^/?#]+)+)\/([^/?#]+(?:[?#].*)?)$/;

export function parseSignedMediaUrl(url: string): SignedMediaUrl | null {
  const match = SIGNED.exec(url);
  if (!match) return null;
  const [, head = '', token = '', expires = '', dir = '', tail = ''] = match;
  return { head, token, expires: Number(expires), dir, tail };
}

/** Renew in the background once this little is left: a renewal every 5-6 minutes of playback. */
export const RENEW_AHEAD_MS = 4 * 60_000;
/** Wait for a renewal before a request once this little is left (or the token is spent). */
export const RENEW_FIRST_MS = 30_000;
/** After a refused renewal (entitlement or session ended), ask again no sooner than this. */
export const RETRY_AFTER_FAILURE_MS = 30_000;
/** The longest a token lives (MEDIA_TOKEN_LIFETIME_SECONDS): a first token that looks longer means our clock is behind. */
const LONGEST_TOKEN_MS = 10 * 60_000;

interface Held {
  token: string;
  /** By our clock: from the renewal's expires_in, or guessed from a URL's expiry. */
  validUntil: number;
  renewing: Promise<void> | null;
  failedAt: number | null;
}

export function createMediaTokens(deps: { renew(dir: string): Promise<RenewedToken>; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const held = new Map<string, Held>();

  function renew(dir: string, entry: Held): Promise<void> {
    entry.renewing ??= deps
      .renew(dir)
      .then(
        ({ token, expires_in }) => {
          entry.token = token;
          entry.validUntil = now() + expires_in * 1000;
          entry.failedAt = null;
        },
        () => {
          entry.failedAt = now();
        },
      )
      .finally(() => {
        entry.renewing = null;
      });
    return entry.renewing;
  }

  function entryFor(signed: SignedMediaUrl): Held {
    const known = held.get(signed.dir);
    const guessed = signed.expires * 1000;
    if (known) {
      // A URL handed over later (another API answer) may carry a newer token than the one held.
      if (guessed > known.validUntil && signed.token !== known.token && guessed - now() <= LONGEST_TOKEN_MS) {
        known.token = signed.token;
        known.validUntil = guessed;
      }
      return known;
    }
    // First sight: judged by our clock. One that seems to outlive any token (our clock is behind
    // the server's) cannot be judged at all: treat it as spent, so the first request renews.
    const entry: Held = { token: signed.token, validUntil: guessed - now() > LONGEST_TOKEN_MS ? 0 : guessed, renewing: null, failedAt: null };
    held.set(signed.dir, entry);
    return entry;
  }

  return {
    /** `url` with the newest token held for its directory, renewed first if need be; other URLs as they are. */
    async fresh(url: string): Promise<string> {
      const signed = parseSignedMediaUrl(url);
      if (!signed) return url;
      const entry = entryFor(signed);
      const left = entry.validUntil - now();
      const mayAsk = entry.failedAt === null || now() - entry.failedAt >= RETRY_AFTER_FAILURE_MS;
      if (left < RENEW_AHEAD_MS && mayAsk) {
        const renewal = renew(signed.dir, entry);
        if (left < RENEW_FIRST_MS) await renewal;
      }
      return `${signed.head}${entry.token}/${signed.dir}/${signed.tail}`;
    },
    /** Forgets every token (tests; a sign-out). */
    clear(): void {
      held.clear();
    },
  };
}

export type MediaTokens = ReturnType<typeof createMediaTokens>;

/**
 * Shaka's request filter (NetworkingEngine.registerRequestFilter): every manifest, playlist and
 * segment request of a paid stream leaves with the newest token of its directory.
 */
export function mediaTokenRequestFilter(tokens: MediaTokens) {
  return async (_type: unknown, request: { uris: string[] }): Promise<void> => {
    if (!request.uris.some((uri) => uri.includes('/media/s/'))) return;
    request.uris = await Promise.all(request.uris.map((uri) => tokens.fresh(uri)));
  };
}
