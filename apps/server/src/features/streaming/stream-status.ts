// Whether each demo stream can play right now, read from the media dir (shared by every instance
// that serves it): the live playlist must have been rewritten recently, the VOD files must exist.
import fs from 'node:fs/promises';
import path from 'node:path';
import { LIVE_CHANNEL_DIR, LIVE_PLAYLIST, LIVE_SEGMENT_SECONDS } from './layout.ts';

/** A live playlist older than this means the encoder stopped (it rewrites it every segment). */
const LIVE_STALE_MS = LIVE_SEGMENT_SECONDS * 4 * 1000;

export async function isLiveChannelOnAir(mediaDir: string, now = Date.now()): Promise<boolean> {
  try {
    const stat = await fs.stat(path.join(mediaDir, LIVE_CHANNEL_DIR, LIVE_PLAYLIST));
    return now - stat.mtimeMs < LIVE_STALE_MS;
  } catch {
    return false;
  }
}

export async function mediaFileExists(mediaDir: string, relative: string): Promise<boolean> {
  const normalized = path.posix.normalize(relative.replace(/^\/+/, ''));
  if (normalized.startsWith('..')) return false;
  try {
    return (await fs.stat(path.join(mediaDir, normalized))).isFile();
  } catch {
    return false;
  }
}
