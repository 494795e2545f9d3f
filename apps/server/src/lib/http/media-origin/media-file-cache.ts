// What the media origin knows about a file without asking the disk on every request (issue 13.6):
// size, mtime and ETag from a stat kept for a second, and, for files small enough (segments,
// playlists, artwork), the bytes themselves in a bounded LRU, so a hot segment costs one socket
// write. The memory is this process's own page cache: the bytes are re-read whenever a stat shows
// the file changed (size, mtime or inode), so a playlist or artwork rewritten in place is seen
// within STAT_TTL_MS; manifests, which the live encoder rewrites every segment, are stat'ed on
// every request.
import fs from 'node:fs';
import path from 'node:path';

export interface MediaFileInfo {
  /** Absolute path, for streaming files too large to keep. */
  absolute: string;
  size: number;
  mtimeMs: number;
  ino: number;
  /** Same format as @fastify/send's, so ETags browsers and CDNs hold stay valid. */
  etag: string;
  lastModified: string;
  /** Whole contents when the file is at most MAX_CACHED_FILE_BYTES and has been read once. */
  bytes: Buffer | null;
}

export const STAT_TTL_MS = 1000;
export const MAX_CACHED_FILE_BYTES = 2 * 1024 * 1024;
const MAX_STAT_ENTRIES = 50_000;
const MANIFEST = /\.(m3u8|mpd)$/;

interface Entry {
  info: Promise<MediaFileInfo | null>;
  /** What `info` resolved to, once it has: lets a warm request go on without a promise. */
  settled?: MediaFileInfo | null;
  checkedAt: number;
}

export interface MediaFileCacheOptions {
  root: string;
  /** Bytes of file contents kept in memory at most. */
  maxBytes: number;
  now?: () => number;
}

export function createMediaFileCache({ root, maxBytes, now = Date.now }: MediaFileCacheOptions) {
  const stats = new Map<string, Entry>();
  /** Insertion order is recency: a hit moves the entry to the end; the oldest go first. */
  const contents = new Map<string, MediaFileInfo>();
  let cachedBytes = 0;

  /** Drops the bytes (responses under way keep their own reference); the stat stays. */
  const evict = (file: string, held: MediaFileInfo) => {
    cachedBytes -= held.bytes?.length ?? 0;
    held.bytes = null;
    contents.delete(file);
  };
  const forget = (file: string) => {
    const held = contents.get(file);
    if (held) evict(file, held);
  };

  const remember = (file: string, info: MediaFileInfo) => {
    if (!info.bytes) return;
    contents.set(file, info);
    cachedBytes += info.bytes.length;
    for (const [oldest, held] of contents) {
      if (cachedBytes <= maxBytes) break;
      evict(oldest, held);
    }
  };

  const fitsInMemory = (size: number) => size <= MAX_CACHED_FILE_BYTES && size <= maxBytes;

  async function load(file: string, previous: MediaFileInfo | null): Promise<MediaFileInfo | null> {
    const absolute = path.join(root, file);
    let stat: fs.Stats;
    try {
      stat = await fs.promises.stat(absolute);
    } catch {
      forget(file);
      return null;
    }
    if (!stat.isFile()) {
      forget(file);
      return null;
    }
    const unchanged =
      previous &&
      previous.size === stat.size &&
      previous.mtimeMs === stat.mtimeMs &&
      previous.ino === stat.ino;
    if (unchanged && (previous.bytes || !fitsInMemory(stat.size))) return previous;
    forget(file);
    const info: MediaFileInfo = {
      absolute,
      size: stat.size,
      mtimeMs: stat.mtimeMs,
      ino: stat.ino,
      etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
      lastModified: stat.mtime.toUTCString(),
      bytes: null,
    };
    if (fitsInMemory(stat.size)) {
      try {
        const bytes = await fs.promises.readFile(absolute);
        // Rewritten between stat and read: serve what was read, re-stat next time.
        if (bytes.length === stat.size) info.bytes = bytes;
      } catch {
        return null;
      }
      remember(file, info);
    }
    return info;
  }

  /** The entry, if checked within STAT_TTL_MS (manifests never are); a hit is the most recent. */
  function fresh(file: string): Entry | undefined {
    const entry = stats.get(file);
    if (!entry || now() - entry.checkedAt >= STAT_TTL_MS || MANIFEST.test(file)) return undefined;
    const held = contents.get(file);
    if (held) {
      contents.delete(file);
      contents.set(file, held);
    }
    return entry;
  }

  return {
    /**
     * The file's description when it is known without waiting (checked within STAT_TTL_MS and
     * settled), else undefined: then call lookup.
     */
    peek(file: string): MediaFileInfo | null | undefined {
      const entry = fresh(file);
      return entry ? entry.settled : undefined;
    },
    /** The file's current description, or null when it is missing or not a regular file. */
    lookup(file: string): Promise<MediaFileInfo | null> {
      const known = fresh(file);
      if (known) return known.info;
      const entry = stats.get(file);
      // One disk round trip per file at a time, however many requests arrive for it.
      const previous = entry
        ? entry.info.then(
            (info) => info,
            () => null,
          )
        : Promise.resolve(null);
      const info = previous.then((prev) => load(file, prev));
      // Bounded: a crawler walking every segment once must not grow this without end.
      if (stats.size >= MAX_STAT_ENTRIES) stats.clear();
      const fill: Entry = { info, checkedAt: now() };
      stats.set(file, fill);
      // Missing files are not remembered: demo media appears after start-up.
      info.then(
        (found) => {
          fill.settled = found;
          if (!found && stats.get(file) === fill) stats.delete(file);
        },
        () => stats.delete(file),
      );
      return info;
    },
    get cachedBytes() {
      return cachedBytes;
    },
  };
}

export type MediaFileCache = ReturnType<typeof createMediaFileCache>;
