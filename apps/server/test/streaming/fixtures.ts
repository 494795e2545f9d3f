// Streaming test helpers.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { videos } from '../../src/lib/db/schema.ts';
import type { TestApp } from '../helper.ts';

/** The title whose DASH manifest the DASH card plays (first free, ready title with one). */
export async function firstFreeDashVideo(t: TestApp) {
  const [row] = await t.deps.db
    .select({ id: videos.id, dashPath: videos.dashPath })
    .from(videos)
    .where(and(eq(videos.videoType, 'free'), eq(videos.status, 'ready'), isNotNull(videos.dashPath)))
    .orderBy(asc(videos.id))
    .limit(1);
  if (!row?.dashPath) throw new Error('seed has no free title with a DASH manifest');
  return { id: row.id, dashPath: row.dashPath };
}
