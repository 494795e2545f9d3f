// Issue 18.2: titles packaged before capped manifests existed (or whose full manifests changed
// since) get them at start-up. Through the media storage, so an object store is filled as well as
// the local directory; each file is written only when its content differs, so a second run, or
// several instances at once, change nothing.
import { isNotNull, or } from 'drizzle-orm';
import type { Database } from '../../lib/db/client.ts';
import { videos } from '../../lib/db/schema.ts';
import type { MediaStorage } from '../../lib/storage/media-storage.ts';
import { mapWithConcurrency } from '../../lib/map-with-concurrency.ts';
import { cappedManifestsOf } from '../media/index.ts';

const PACKAGED_MANIFEST = /(^|\/)(master\.m3u8|manifest\.mpd)$/;

export async function backfillCappedManifests(deps: { db: Database; storage: MediaStorage }): Promise<number> {
  const rows = await deps.db
    .select({ hlsPath: videos.hlsPath, dashPath: videos.dashPath })
    .from(videos)
    .where(or(isNotNull(videos.hlsPath), isNotNull(videos.dashPath)));
  const paths = [
    ...new Set(
      rows
        .flatMap((row) => [row.hlsPath, row.dashPath])
        .filter((path): path is string => path !== null && !path.includes('://') && PACKAGED_MANIFEST.test(path))
        .map((path) => path.replace(/^\/+/, '')),
    ),
  ];
  const written = await mapWithConcurrency(paths, 4, async (path) => {
    const full = await deps.storage.get(path);
    if (!full) return 0;
    let count = 0;
    for (const capped of cappedManifestsOf({ name: path, text: full.toString('utf8') })) {
      const current = await deps.storage.get(capped.name);
      if (current?.toString('utf8') === capped.text) continue;
      await deps.storage.put(capped.name, Buffer.from(capped.text));
      count += 1;
    }
    return count;
  });
  return written.reduce((sum, count) => sum + count, 0);
}
