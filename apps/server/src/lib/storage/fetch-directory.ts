// The other way from mirrorDirectory: brings what is stored under a key prefix into a local
// directory, for a process that must read media files with ffmpeg but did not make them (a worker
// that becomes the live channel's leader in S3 mode). Files already present at the same size are
// kept; `last` names files (ready markers) that are always fetched, and fetched after the rest, so
// a reader that trusts the marker never finds a file missing.
import fs from 'node:fs/promises';
import path from 'node:path';
import { mapWithConcurrency } from '../map-with-concurrency.ts';
import { writeFileAtomically } from './local-storage.ts';
import type { MediaStorage } from './media-storage.ts';

const CONCURRENCY = 6;

export async function fetchDirectory(
  storage: MediaStorage,
  keyPrefix: string,
  localDir: string,
  opts: { last?: (key: string) => boolean } = {},
): Promise<{ fetched: number; kept: number }> {
  if (storage.kind === 'local') return { fetched: 0, kept: 0 };
  const root = path.resolve(localDir);
  const todo: { key: string; file: string; last: boolean }[] = [];
  let kept = 0;
  for (const object of await storage.list(keyPrefix)) {
    const file = path.resolve(root, ...object.key.slice(keyPrefix.length).split('/'));
    if (!file.startsWith(root + path.sep)) continue; // never outside the directory, whatever a key says
    const last = opts.last?.(object.key) ?? false;
    const size = await fs.stat(file).then((st) => st.size, () => -1);
    if (size === object.size && !last) kept += 1;
    else todo.push({ key: object.key, file, last });
  }
  const fetch = (batch: typeof todo) =>
    mapWithConcurrency(batch, CONCURRENCY, async ({ key, file }) => {
      const body = await storage.get(key);
      if (body) await writeFileAtomically(file, body); // none: deleted since the listing
    });
  await fetch(todo.filter((t) => !t.last));
  await fetch(todo.filter((t) => t.last));
  return { fetched: todo.length, kept };
}
