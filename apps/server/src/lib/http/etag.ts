// Conditional GETs for catalogue reads (ARCHITECTURE 9): a strong ETag (sha1 of the exact JSON
// sent) and `If-None-Match` → 304. Bodies are serialised once, here, and sent as a string so the
// hash always matches the bytes on the wire (Fastify skips its serializer for JSON strings).
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface JsonBody {
  json: string;
  etag: string;
}

/**
 * public: identical for every caller (no per-user field), may sit in shared caches.
 * private: holds per-user data (signed media URLs): only the caller's own browser may keep it.
 */
export type Visibility = 'public' | 'private';

export function toJsonBody(body: unknown): JsonBody {
  const json = JSON.stringify(body);
  return { json, etag: `"${crypto.createHash('sha1').update(json).digest('base64url')}"` };
}

/**
 * Weak comparison, as RFC 9110 prescribes for If-None-Match: `W/"x"` matches `"x"`. A compressed
 * answer's tag carries its encoding (`"x-br"`, lib/http/compression.ts); it names the same content.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch
    .split(',')
    .some((candidate) => candidate.trim().replace(/^W\//, '').replace(/-(br|gzip)"$/, '"') === etag);
}

export function sendJsonBody(
  req: FastifyRequest,
  reply: FastifyReply,
  body: JsonBody,
  opts: { visibility: Visibility; varyOnViewer?: boolean },
) {
  reply.header('ETag', body.etag);
  // Always revalidate: live lists are polled every 5-10 s and must never be served stale; the
  // 304 keeps that cheap. Shared caches must not keep per-user bodies.
  reply.header('Cache-Control', `${opts.visibility}, no-cache`);
  if (opts.varyOnViewer) reply.header('Vary', 'Authorization, Cookie');
  if (etagMatches(req.headers['if-none-match'], body.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body.json);
}

/** Per-request body (e.g. with the viewer's signed URLs): hash it now, then send. */
export function sendJson(
  req: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  opts: { visibility: Visibility; varyOnViewer?: boolean },
) {
  return sendJsonBody(req, reply, toJsonBody(body), opts);
}

// Cached public answers: sendCachedJson in ready-body.ts (ready bytes, issue 13.4).
