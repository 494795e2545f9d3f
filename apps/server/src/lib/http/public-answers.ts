// The public answer memo (issue 13.4): the home page's catalogue reads are the same bytes for every
// visitor who is not signed in, so once a route has sent such an answer (lib/http/ready-body.ts,
// `memoise`), the same URL is answered for the next second from here, before Fastify (a front of
// front-server.ts), with the headers the route sent worked out once. Like a proxy's micro-cache:
// - only GET, and only for requests that present no credentials (no Authorization header, no
//   session cookie): a signed-in viewer always reaches the route and gets their own answer;
// - an entry lives MEMO_LIFETIME_MS at most, and a cache invalidation in this process (an admin
//   edit) empties the memo at once; another instance's invalidation (Redis) is seen within that second;
// - memoised answers skip the per-address request limit: they cost less than the limit's own
//   bookkeeping, and many viewers share one carrier address (docs/decisions.md). Routes with limits
//   of their own (address suggestions) do not memoise.
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { encodedEtag, negotiateEncoding, type Encoding } from './compression.ts';
import { etagMatches } from './etag.ts';
import type { Front } from './front-server.ts';
import type { ReadyBody } from './ready-body.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.ts';
import { SESSION_COOKIE } from './session-context.ts';

export const MEMO_LIFETIME_MS = 1000;
const MAX_ENTRIES = 1000;
const MAX_ENCODINGS = 64;

type Headers = OutgoingHttpHeader[];

interface Form {
  bytes: Buffer;
  ok: Headers;
  notModified: Headers;
}

interface Entry {
  until: number;
  body: ReadyBody;
  etag: string;
  identity: Form;
  br: Form | null;
  gzip: Form | null;
}

export interface MemoisedAnswer {
  body: ReadyBody;
  cacheControl: string;
  vary: string;
}

export interface PublicAnswersOptions {
  /** Sent on every answer, as on the route's (helmet's, lib/http/security-headers.ts). */
  securityHeaders: Record<string, string>;
  /** 0 turns the memo off (an app on a pass-through cache). */
  lifetimeMs?: number;
  now?: () => number;
}

const SESSION_COOKIE_PAIR = `${SESSION_COOKIE}=`;

/** True when the request carries nothing that could sign it in (checked loosely: any mention counts). */
export const presentsNoCredentials = (req: IncomingMessage) =>
  !req.headers.authorization && !req.headers.cookie?.includes(SESSION_COOKIE_PAIR);

export function createPublicAnswers({
  securityHeaders,
  lifetimeMs = MEMO_LIFETIME_MS,
  // Read at each call: tests move the clock.
  now = () => Date.now(),
}: PublicAnswersOptions) {
  const entries = new Map<string, Entry>();
  /** Accept-Encoding values seen → the form they get: browsers send a handful of distinct strings. */
  const encodings = new Map<string, Encoding | null>();
  const security: Headers = Object.entries(securityHeaders).flat();

  const encodingOf = (accept: string | undefined): Encoding | null => {
    if (!accept) return null;
    let encoding = encodings.get(accept);
    if (encoding === undefined) {
      encoding = negotiateEncoding(accept);
      if (encodings.size >= MAX_ENCODINGS) encodings.clear();
      encodings.set(accept, encoding);
    }
    return encoding;
  };

  function form(answer: MemoisedAnswer, bytes: Buffer, encoding: Encoding | null): Form {
    const etag = encoding ? encodedEtag(answer.body.etag, encoding) : answer.body.etag;
    const common = [
      ...security,
      'ETag',
      etag,
      'Cache-Control',
      answer.cacheControl,
      'Vary',
      answer.vary,
    ];
    const ok = [...common, 'Content-Type', 'application/json; charset=utf-8'];
    if (encoding) ok.push('Content-Encoding', encoding);
    ok.push('Content-Length', String(bytes.length));
    return { bytes, ok, notModified: common };
  }

  const front: Front = {
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method !== 'GET' || !req.url) return false;
      const entry = entries.get(req.url);
      if (!entry || !presentsNoCredentials(req)) return false;
      if (entry.until <= now()) {
        entries.delete(req.url);
        return false;
      }
      const encoding = entry.br ? encodingOf(req.headers['accept-encoding']) : null;
      const chosen =
        (encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : null) ?? entry.identity;
      if (etagMatches(req.headers['if-none-match'], entry.etag)) {
        res.writeHead(304, [...chosen.notModified, REQUEST_ID_HEADER, requestIdOf(req)]);
        res.end();
      } else {
        res.writeHead(200, [...chosen.ok, REQUEST_ID_HEADER, requestIdOf(req)]);
        res.end(chosen.bytes);
      }
      return true;
    },
  };

  return {
    front,
    /** Called by a route that has just sent `answer` for `url` (ready-body.ts). */
    remember(url: string, answer: MemoisedAnswer) {
      if (lifetimeMs <= 0) return;
      const { body } = answer;
      const held = entries.get(url);
      // The route has just read the same cache fill again (a signed-in request, say): still current.
      if (held?.body === body) {
        held.until = now() + lifetimeMs;
        return;
      }
      if (entries.size >= MAX_ENTRIES && !entries.has(url))
        entries.delete(entries.keys().next().value as string);
      entries.set(url, {
        until: now() + lifetimeMs,
        body,
        etag: body.etag,
        identity: form(answer, body.identity, null),
        br: body.br && form(answer, body.br, 'br'),
        gzip: body.gzip && form(answer, body.gzip, 'gzip'),
      });
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type PublicAnswers = ReturnType<typeof createPublicAnswers>;
