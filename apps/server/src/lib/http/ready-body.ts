// Viewer-independent answers as ready bytes (issue 13.4): the JSON, its ETag and its brotli and
// gzip forms are made once per cache fill (cache.wrapDerived), so a warm request only picks the
// form its Accept-Encoding asks for. The compression hook (compression.ts) stays for answers made
// per request; it leaves alone a reply that already carries Content-Encoding.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Cache } from '../cache.ts';
import { COMPRESS_MIN_BYTES, encodedEtag, negotiateEncoding, type Encoding } from './compression.ts';
import { etagMatches, toJsonBody, type Visibility } from './etag.ts';

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

const VARY_ENCODING = 'Accept-Encoding';
const VARY_VIEWER_AND_ENCODING = 'Authorization, Cookie, Accept-Encoding';

/** Sends the form the client accepts, with that form's ETag; 304 when the client holds it. */
export function sendReadyBody(
  req: FastifyRequest,
  reply: FastifyReply,
  body: ReadyBody,
  opts: { visibility: Visibility; varyOnViewer?: boolean },
) {
  const encoding: Encoding | null = body.br ? negotiateEncoding(req.headers['accept-encoding']) : null;
  reply.header('ETag', encoding ? encodedEtag(body.etag, encoding) : body.etag);
  reply.header('Cache-Control', `${opts.visibility}, no-cache`);
  reply.header('Vary', opts.varyOnViewer ? VARY_VIEWER_AND_ENCODING : VARY_ENCODING);
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
  opts: { visibility: Visibility; varyOnViewer?: boolean } = { visibility: 'public' },
) {
  const body = await cache.wrapDerived(key.namespace, key.key, key.ttlSeconds, load, toReadyBody);
  return sendReadyBody(req, reply, body, opts);
}
