// Writes a media file to a raw Node response with the least work per request (issue 13.6): a plain
// GET of a file held in memory (a player's segment request) is one writeHead of headers worked out
// once per file version and one write of the bytes; otherwise headers in one writeHead and a read
// stream of the known size. Conditional requests (ETag, Last-Modified), single byte ranges
// and HEAD behave as @fastify/send did before; multiple ranges get the whole file (as there).
import fs from 'node:fs';
import type {
  IncomingMessage,
  OutgoingHttpHeader,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import { MESSAGES } from '@ott/contract';
import { mediaCacheHeaders } from '../media-cache.ts';
import type { MediaFileInfo } from './media-file-cache.ts';
import { contentTypeOf } from './media-types.ts';
import { REQUEST_ID_HEADER, requestIdOf } from '../request-id.ts';

/**
 * On every media answer, errors included. CORS: players on other origins read them with fetch().
 * The rest stands in for helmet, which media skips: a media file opened as a page (an SVG, say)
 * runs nothing and is not sniffed into HTML (the CSP GitHub's raw files use).
 */
const COMMON: OutgoingHttpHeaders = {
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

export function sendMediaError(
  req: IncomingMessage,
  res: ServerResponse,
  status: 400 | 403 | 404 | 412 | 416,
  extra: OutgoingHttpHeaders = {},
) {
  const message =
    status === 404
      ? MESSAGES.notFound
      : status === 403
        ? MESSAGES.forbidden
        : MESSAGES.invalidRequest;
  const body = JSON.stringify({ status: 'error', message });
  // Refusals are never cached: a file not there yet (demo media is made after start-up) or an
  // expired token must not stick in a browser or CDN.
  res.writeHead(status, {
    ...COMMON,
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    [REQUEST_ID_HEADER]: requestIdOf(req),
    ...extra,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** RFC 9110 weak comparison against a list (`*` matches any current file). */
function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/** Whole seconds, as HTTP dates carry: a file modified within the same second counts as unmodified. */
const notModifiedSince = (header: string, mtimeMs: number) => {
  const since = Date.parse(header);
  return !Number.isNaN(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
};

type Range = { start: number; end: number } | 'unsatisfiable' | null;

/** One `bytes=` range; null means send the whole file (no header, other unit, several ranges). */
function parseRange(header: string | undefined, size: number): Range {
  if (!header) return null;
  const match = /^bytes=(.*)$/.exec(header.trim());
  if (!match?.[1]) return null;
  if (match[1].includes(',')) return null;
  const range = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(match[1]);
  if (!range || (range[1] === '' && range[2] === '')) return 'unsatisfiable';
  let start: number;
  let end: number;
  if (range[1] === '') {
    // Suffix: the last N bytes.
    const suffix = Number(range[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(range[1]);
    end = range[2] === '' ? size - 1 : Math.min(Number(range[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

type Access = 'public' | 'private';

/** What every answer with a file's bytes carries, worked out once per file version and access. */
const described = new WeakMap<MediaFileInfo, Partial<Record<Access, OutgoingHttpHeaders>>>();
/** The whole file's 200 headers as a flat list, likewise: the common request's only work. */
const wholeFile = new WeakMap<MediaFileInfo, Partial<Record<Access, OutgoingHttpHeader[]>>>();

function fileHeaders(file: string, access: Access, info: MediaFileInfo): OutgoingHttpHeaders {
  const byAccess = described.get(info) ?? {};
  let headers = byAccess[access];
  if (!headers) {
    headers = {
      ...COMMON,
      ...mediaCacheHeaders(file, access),
      'Accept-Ranges': 'bytes',
      ETag: info.etag,
      'Last-Modified': info.lastModified,
    };
    byAccess[access] = headers;
    described.set(info, byAccess);
  }
  return headers;
}

function wholeFileHeaders(file: string, access: Access, info: MediaFileInfo): OutgoingHttpHeader[] {
  const byAccess = wholeFile.get(info) ?? {};
  let headers = byAccess[access];
  if (!headers) {
    const all = {
      ...fileHeaders(file, access, info),
      'Content-Type': contentTypeOf(file),
      'Content-Length': info.size,
    };
    headers = Object.entries(all).flatMap(([name, value]) => [name, String(value)]);
    byAccess[access] = headers;
    wholeFile.set(info, byAccess);
  }
  return headers;
}

/** A plain GET of a file held in memory: no range, no condition (a player's segment request). */
const isPlainGet = (req: IncomingMessage) => {
  const h = req.headers;
  return (
    req.method === 'GET' &&
    h.range === undefined &&
    h['if-none-match'] === undefined &&
    h['if-modified-since'] === undefined &&
    h['if-match'] === undefined &&
    h['if-unmodified-since'] === undefined
  );
};

export function sendMediaFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  access: Access,
  info: MediaFileInfo,
) {
  const held = info.bytes;
  if (held && held.length > 0 && isPlainGet(req)) {
    res.writeHead(200, [
      ...wholeFileHeaders(file, access, info),
      REQUEST_ID_HEADER,
      requestIdOf(req),
    ]);
    res.end(held);
    return;
  }
  const headers: OutgoingHttpHeaders = {
    ...fileHeaders(file, access, info),
    [REQUEST_ID_HEADER]: requestIdOf(req),
  };
  const { 'if-match': ifMatch, 'if-unmodified-since': ifUnmodifiedSince } = req.headers;
  if (
    (ifMatch && !matchesEtag(ifMatch, info.etag)) ||
    (!ifMatch && ifUnmodifiedSince && !notModifiedSince(ifUnmodifiedSince, info.mtimeMs))
  ) {
    return sendMediaError(req, res, 412);
  }
  const { 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince } = req.headers;
  if (
    ifNoneMatch
      ? matchesEtag(ifNoneMatch, info.etag)
      : ifModifiedSince && notModifiedSince(ifModifiedSince, info.mtimeMs)
  ) {
    res.writeHead(304, headers);
    return res.end();
  }

  headers['Content-Type'] = contentTypeOf(file);
  const ifRange = req.headers['if-range'];
  const rangeApplies =
    typeof ifRange !== 'string' ||
    (ifRange.includes('"')
      ? matchesEtag(ifRange, info.etag)
      : notModifiedSince(ifRange, info.mtimeMs));
  const range = rangeApplies ? parseRange(req.headers.range, info.size) : null;
  if (range === 'unsatisfiable') {
    return sendMediaError(req, res, 416, { 'Content-Range': `bytes */${info.size}` });
  }
  const start = range ? range.start : 0;
  const end = range ? range.end : info.size - 1;
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${info.size}`;
  headers['Content-Length'] = info.size === 0 ? 0 : end - start + 1;
  res.writeHead(range ? 206 : 200, headers);
  if (req.method === 'HEAD' || info.size === 0) return res.end();

  const bytes = info.bytes;
  if (bytes) return res.end(range ? bytes.subarray(start, end + 1) : bytes);
  // Larger than the memory cache takes (whole clips): stream it, 1 MB reads instead of 64 KB.
  const stream = fs.createReadStream(info.absolute, { start, end, highWaterMark: 1024 * 1024 });
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}
