// Seed version 2 gave every demo title its own artwork. A database seeded at version 1 still points
// its seeded rows at the shared clip frames (`demo/{slug}/...`, relative to the media origin since
// migration 0009 and seed version 6): move those rows to their own art paths, leaving any image an
// operator has set since (it no longer points into demo/).
// Runs once, inside the seed's transaction; a few dozen single-row updates.
import { and, eq, like, lte } from 'drizzle-orm';
import type { Database } from '../../lib/db/client.ts';
import { liveStreams, videos } from '../../lib/db/schema.ts';
import { LIVE_STREAM_SEED } from './data/showcase.ts';
import { demoArtPaths } from './demo-layout.ts';
import { VIDEO_SEED } from './seed-catalogue.ts';

const CLIP_IMAGES = 'demo/%';

export async function adoptTitleArtwork(db: Pick<Database, 'select' | 'update'>): Promise<void> {
  const staleVideos = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(lte(videos.id, VIDEO_SEED.length), like(videos.thumbnailUrl, CLIP_IMAGES)));
  for (const { id } of staleVideos) {
    const art = demoArtPaths('video', id);
    await db
      .update(videos)
      .set({ thumbnailUrl: art.thumbnail, portraitThumbnailUrl: art.poster, posterUrl: art.backdrop })
      .where(eq(videos.id, id));
  }
  const staleLive = await db
    .select({ id: liveStreams.id })
    .from(liveStreams)
    .where(and(lte(liveStreams.id, LIVE_STREAM_SEED.length), like(liveStreams.thumbnail, CLIP_IMAGES)));
  for (const { id } of staleLive) {
    await db.update(liveStreams).set({ thumbnail: demoArtPaths('live', id).thumbnail }).where(eq(liveStreams.id, id));
  }
}
