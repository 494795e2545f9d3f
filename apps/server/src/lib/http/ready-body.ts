// Viewer-independent answers as ready bytes (issue 13.4): the JSON, its ETag and its brotli and
// gzip forms are made once per cache fill (cache.wrapDerived), so a warm request only picks the
// form its Accept-Encoding asks for. The compression hook (compression.ts) stays for answers made
// per request; it leaves alone a reply that already carries Content-Encoding.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Cache } from '../cache.ts';
import {
  COMPRESS_MIN_BYTES,
  encodedEtag,
  negotiateEncoding,
  type Encoding,
} from './compression.ts';
import { etagMatches, toJsonBody, type Visibility } from './etag.ts';
import type { PublicAnswers } from './public-answers.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Made once per fill, off the event loop: a higher quality than the per-request hook's 5 pays. */
const BROTLI_OPTS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } };

export interface ReadyBody {
  etag: string;
  identity: Buffer;
  /** Compressed forms; null for bodies under COMPRESS_MIN_BYTES (sent as they are). */
  br: Buffer | null;
  gzip: Buffer | null;
}

export async function toReadyBody(body: unknown): Promise<ReadyBody> {
  const { json, etag } = toJsonBody(body);
  const identity = Buffer.from(json);
  if (identity.length < COMPRESS_MIN_BYTES) return { etag, identity, br: null, gzip: null };
  const [br, gz] = await Promise.all([brotli(identity, BROTLI_OPTS), gzip(identity)]);
  return { etag, identity, br, gzip: gz };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers memoised for requests without credentials (public-answers.ts); set by app.ts. */
    publicAnswers: PublicAnswers;
  }
}

export interface ReadyBodyOptions {
  visibility: Visibility;
  varyOnViewer?: boolean;
  /**
   * A public answer that is the same for every request to this URL without credentials, and that
   * no route-specific limit guards: the public answer memo may repeat it for a second.
   */
  memoise?: boolean;
}

/** The same for everybody (categories, hero): memoised for requests without credentials. */
export const SHARED_ANSWER: ReadyBodyOptions = { visibility: 'public', memoise: true };
/** What a visitor who is not signed in gets (a viewer's own answer differs): memoised likewise. */
export const ANONYMOUS_ANSWER: ReadyBodyOptions = {
  visibility: 'public',
  varyOnViewer: true,
  memoise: true,
};

const VARY_ENCODING = 'Accept-Encoding';
const VARY_VIEWER_AND_ENCODING = 'Authorization, Cookie, Accept-Encoding';

/** Sends the form the client accepts, with that form's ETag; 304 when the client holds it. */
export function sendReadyBody(
  req: FastifyRequest,
  reply: FastifyReply,
  body: ReadyBody,
  opts: ReadyBodyOptions,
) {
  const encoding: Encoding | null = body.br
    ? negotiateEncoding(req.headers['accept-encoding'])
    : null;
  const cacheControl = `${opts.visibility}, no-cache`;
  const vary = opts.varyOnViewer ? VARY_VIEWER_AND_ENCODING : VARY_ENCODING;
  if (opts.memoise && opts.visibility === 'public' && req.method === 'GET') {
    req.server.publicAnswers.remember(req.raw.url ?? req.url, { body, cacheControl, vary });
  }
  reply.header('ETag', encoding ? encodedEtag(body.etag, encoding) : body.etag);
  reply.header('Cache-Control', cacheControl);
  reply.header('Vary', vary);
  if (etagMatches(req.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (!encoding) return reply.send(body.identity);
  reply.header('Content-Encoding', encoding);
  return reply.send(encoding === 'br' ? body.br : body.gzip);
}

/** A cached, viewer-independent answer: loaded, serialised, hashed and compressed once per fill. */
export async function sendCachedJson(
  req: FastifyRequest,
  reply: FastifyReply,
  cache: Cache,
  key: { namespace: string; key: string; ttlSeconds: number },
  load: () => Promise<unknown>,
  opts: ReadyBodyOptions = { visibility: 'public' },
) {
  const body = await cache.wrapDerived(key.namespace, key.key, key.ttlSeconds, load, toReadyBody);
  return sendReadyBody(req, reply, body, opts);
}
