// The media origin of the embedded mode (ARCHITECTURE 6 and 8, issue 13.6). A media request needs
// no session, cookie, CSRF token, rate limit, compression or request log: only the file, and for
// `protected/` a valid signed token. So it is answered on the raw Node request, before Fastify:
// it is one of the fronts of lib/http/front-server.ts, called before Fastify.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cappedMasterInfo, maxHeightOf } from './capped-master.ts';
import { createMediaFileCache, type MediaFileInfo } from './media-file-cache.ts';
import { MEDIA_PREFIX, resolveMediaUrl, type MediaFile } from './media-path.ts';
import { sendMediaError, sendMediaFile } from './send-media-file.ts';

/** File contents kept in memory: a few hundred hot segments of the lower rungs. */
export const MEDIA_MEMORY_BYTES = 64 * 1024 * 1024;

const REFUSAL_STATUS = { 'bad-request': 400, 'not-found': 404, forbidden: 403 } as const;

export interface MediaOriginOptions {
  mediaDir: string;
  /** The key of media URL tokens (config MEDIA_EDGE_SECRET, lib/media-url.ts). */
  mediaEdgeSecret: string;
  memoryBytes?: number;
  /** URL prefixes under /media/ that routes of the app serve (profile pictures). */
  appPrefixes?: readonly string[];
}

export function createMediaOrigin({
  mediaDir,
  mediaEdgeSecret,
  memoryBytes = MEDIA_MEMORY_BYTES,
  appPrefixes = [],
}: MediaOriginOptions) {
  fs.mkdirSync(mediaDir, { recursive: true });
  const files = createMediaFileCache({ root: mediaDir, maxBytes: memoryBytes });

  const fail = (req: IncomingMessage, res: ServerResponse) => {
    if (res.headersSent) res.destroy();
    else sendMediaError(req, res, 404);
  };

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    target: MediaFile,
    info: MediaFileInfo | null,
  ) {
    if (!info) return sendMediaError(req, res, 404);
    try {
      sendMediaFile(req, res, target.file, target.access, info);
    } catch {
      fail(req, res);
    }
  }

  function serve(req: IncomingMessage, res: ServerResponse, url: string) {
    const target = resolveMediaUrl(url, mediaEdgeSecret);
    if (target.kind !== 'file') return sendMediaError(req, res, REFUSAL_STATUS[target.kind]);
    const maxHeight = target.file.endsWith('.m3u8') ? maxHeightOf(url) : null;
    // A warm file (stat'ed within the last second) is answered without a promise.
    const known = maxHeight === null ? files.peek(target.file) : undefined;
    if (known !== undefined) return send(req, res, target, known);
    files
      .lookup(target.file)
      .then(async (info) =>
        info && maxHeight !== null
          ? cappedMasterInfo(info, maxHeight, await playlistText(info))
          : info,
      )
      .then(
        (info) => send(req, res, target, info),
        () => fail(req, res),
      );
  }

  /** A playlist's text: from the memory cache, else read (a first request, or a large file). */
  const playlistText = async (info: MediaFileInfo) =>
    (info.bytes ?? (await fs.promises.readFile(info.absolute))).toString('utf8');

  return {
    files,
    /** Answers GET and HEAD under /media/ and returns true; anything else is left to Fastify. */
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      const url = req.url;
      if (!url?.startsWith(MEDIA_PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD'))
        return false;
      if (appPrefixes.some((prefix) => url.startsWith(prefix))) return false;
      try {
        serve(req, res, url);
      } catch {
        // Nothing above throws on any input; a bug must still not take the process down.
        fail(req, res);
      }
      return true;
    },
  };
}

export type MediaOrigin = ReturnType<typeof createMediaOrigin>;
