// Where media lives (issue 14.1): one interface over the local media directory (the embedded
// default) and any S3-compatible object store (MEDIA_STORAGE=s3). Keys are paths relative to the
// media origin, exactly as URLs name them under MEDIA_BASE_URL ('art/video-7/poster.webp',
// 'uploads/<hash>-512.webp', 'demo/x/master.m3u8'); no key carries a host or a '/media' prefix.
// ffmpeg and sharp write into the local media directory first; on S3 the writer then mirrors what
// it made (mirrorDirectory), so every instance, and the CDN in front of the bucket, sees it.
import type { S3Settings } from './s3-storage.ts';

export interface StoredObject {
  key: string;
  size: number;
}

export interface ObjectStat {
  size: number;
  /** When it was last written (ms since the epoch): a live playlist's age tells if its encoder runs. */
  modifiedMs: number;
}

export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Writes one object whole (replacing it). */
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Size and last write of one object, or null when there is none. */
  stat(key: string): Promise<ObjectStat | null>;
  /** Every object under a key prefix ('' for all). */
  list(prefix: string): Promise<StoredObject[]>;
  delete(keys: readonly string[]): Promise<void>;
  /** Readiness: the store answers and this instance may write to it. */
  check(): Promise<void>;
}

/** Content types of what we store (the object store hands them to the CDN). */
const TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  mpd: 'application/dash+xml',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  ts: 'video/mp2t',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  json: 'application/json',
  key: 'application/octet-stream',
};

export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Cache-Control for an object: content-named files (versioned artwork, hashed uploads, segments)
 * never change; playlists and manifests do (live ones every segment).
 */
export function cacheControlOf(key: string): string {
  if (/\.(m3u8|mpd)$/.test(key)) return /^(protected\/)?live\//.test(key) ? 'public, max-age=1' : 'public, max-age=60';
  if (/\.[0-9a-f]{12}\.|[0-9a-f]{32}-\d+\.webp$|\.(m4s|ts)$/.test(key)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** A key must be a plain relative path: no '..', no leading '/', no backslashes or NULs. */
export function assertKey(key: string): void {
  if (key === '' || key.startsWith('/') || /(^|\/)\.\.?(\/|$)|\\|\0/.test(key)) {
    throw new Error(`invalid media storage key: ${JSON.stringify(key)}`);
  }
}

/** The configured storage (config.mediaStorage). */
export async function createMediaStorage(config: {
  mediaStorage: 'local' | 's3';
  mediaDir: string;
  uploadsDir: string;
  s3: S3Settings;
}): Promise<MediaStorage> {
  if (config.mediaStorage === 'local') {
    const { createLocalStorage } = await import('./local-storage.ts');
    return createLocalStorage(config);
  }
  // Loaded only when used: the AWS SDK is large and the embedded default never needs it.
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config.s3);
}
