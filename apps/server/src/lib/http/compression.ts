// On-the-fly compression of JSON and HTML answers (issue 13.1). Built JS/CSS are compressed at build
// time and served as .br/.gz files by @fastify/static (web-and-media.ts); media is never compressed
// (video and images are already compressed, and Range requests must address the stored bytes).
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';

/** Bodies smaller than this go out as they are: a packet or two either way, not worth the CPU. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/json|text\/html)\b/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Quality 5: most of brotli's gain at a fraction of the CPU of 11 (that is for build time). */
const BROTLI_OPTS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

export type Encoding = 'br' | 'gzip';

/** br preferred, then gzip, honouring q=0; null means identity. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (name) q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (enc: string) => (q.get(enc) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** An ETag per encoding: `"abc"` → `"abc-br"`; etag.ts strips the suffix again when comparing. */
export function encodedEtag(etag: string, encoding: Encoding): string {
  return etag.endsWith('"') ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (/(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(current)) return;
  reply.header('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

// Callback style: answers that need no compressing (ready bytes already encoded, small or
// non-text bodies, 304s) pass without a promise or a microtask (issue 13.4).
export const compression = fp(async (app) => {
  app.addHook('onSend', (req, reply, payload, done) => {
    const etag = reply.getHeader('etag');
    if (reply.statusCode === 304) {
      // Answer a revalidation with the tag of the representation the client holds.
      const encoding = negotiateEncoding(req.headers['accept-encoding']);
      if (
        typeof etag === 'string' &&
        encoding &&
        req.headers['if-none-match']?.includes(encodedEtag(etag, encoding))
      ) {
        reply.header('ETag', encodedEtag(etag, encoding));
      }
      return done(null, payload);
    }
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type) || reply.hasHeader('content-encoding'))
      return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    addVary(reply);
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    if (!encoding || size < COMPRESS_MIN_BYTES) return done(null, payload);
    const compressing = encoding === 'br' ? brotli(payload, BROTLI_OPTS) : gzip(payload);
    compressing.then((compressed) => {
      reply.header('Content-Encoding', encoding);
      reply.removeHeader('content-length');
      if (typeof etag === 'string') reply.header('ETag', encodedEtag(etag, encoding));
      done(null, compressed);
    }, done);
  });
});
