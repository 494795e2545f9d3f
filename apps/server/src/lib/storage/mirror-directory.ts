// Copies what ffmpeg or sharp made in a local directory into the media storage (S3), so that every
// instance and the CDN see it. Idempotent and cheap to repeat: one listing of the prefix, then only
// files that are missing or changed size are sent (a few at a time). Playlists and manifests go
// last, so a player never finds a playlist whose segments are not there yet.
import fs from 'node:fs/promises';
import path from 'node:path';
import { walk } from './local-storage.ts';
import { mapWithConcurrency } from '../map-with-concurrency.ts';
import type { MediaStorage } from './media-storage.ts';

const CONCURRENCY = 6;
const isIndex = (key: string) => /\.(m3u8|mpd)$/.test(key);

export async function mirrorDirectory(
  storage: MediaStorage,
  localDir: string,
  keyPrefix: string,
  opts: {
    skip?: (key: string) => boolean;
    /** Also delete stored objects under the prefix that are gone locally (a live window's old segments). */
    prune?: boolean;
  } = {},
): Promise<{ sent: number; kept: number; deleted: number }> {
  if (storage.kind === 'local') return { sent: 0, kept: 0, deleted: 0 };
  const stored = new Map((await storage.list(keyPrefix)).map((o) => [o.key, o.size]));
  const files = await walk(localDir);
  const todo: { key: string; file: string }[] = [];
  const present = new Set<string>();
  let kept = 0;
  for (const file of files) {
    const key = keyPrefix + path.relative(localDir, file).split(path.sep).join('/');
    if (key.endsWith('.tmp') || opts.skip?.(key)) continue;
    present.add(key);
    const size = await fs.stat(file).then((st) => st.size, () => -1);
    if (size < 0) continue; // gone meanwhile (ffmpeg deletes old live segments)
    if (stored.get(key) === size && !isIndex(key)) kept += 1;
    else todo.push({ key, file });
  }
  const send = (batch: typeof todo) =>
    mapWithConcurrency(batch, CONCURRENCY, async ({ key, file }) => {
      const body = await fs.readFile(file).catch(() => null);
      if (body) await storage.put(key, body);
    });
  await send(todo.filter((t) => !isIndex(t.key)));
  await send(todo.filter((t) => isIndex(t.key)));
  const gone = opts.prune ? [...stored.keys()].filter((key) => !present.has(key) && !opts.skip?.(key)) : [];
  if (gone.length > 0) await storage.delete(gone);
  return { sent: todo.length, kept, deleted: gone.length };
}
