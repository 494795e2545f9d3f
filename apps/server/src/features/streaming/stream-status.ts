// Whether each demo stream can play right now, read from the media storage that every instance
// shares (the local media dir, or the bucket in S3 mode, where the live leader mirrors its window):
// the live playlist must have been rewritten recently, the VOD files must exist.
import path from 'node:path';
import type { MediaStorage } from '../../lib/storage/media-storage.ts';
import { LIVE_CHANNEL_DIR, LIVE_PLAYLIST, LIVE_SEGMENT_SECONDS } from './layout.ts';

/** A live playlist older than this means the encoder stopped (it rewrites it every segment). */
const LIVE_STALE_MS = LIVE_SEGMENT_SECONDS * 4 * 1000;

/** The stored playlist's write time, or null (none, or the store failed: the card says unavailable). */
async function modifiedAt(storage: MediaStorage, key: string): Promise<number | null> {
  try {
    return (await storage.stat(key))?.modifiedMs ?? null;
  } catch {
    return null;
  }
}

export async function isLiveChannelOnAir(storage: MediaStorage, now = Date.now()): Promise<boolean> {
  const modified = await modifiedAt(storage, `${LIVE_CHANNEL_DIR}/${LIVE_PLAYLIST}`);
  return modified !== null && now - modified < LIVE_STALE_MS;
}

export async function mediaFileExists(storage: MediaStorage, relative: string): Promise<boolean> {
  const normalized = path.posix.normalize(relative.replace(/^\/+/, ''));
  if (normalized.startsWith('..') || normalized === '.') return false;
  return (await modifiedAt(storage, normalized)) !== null;
}
