// Versioned artwork URLs for the demo catalogue (issue 13 points 3 and 5). Once a title's art is
// painted, each image column that still holds a path in the row's own art directory moves to the
// versioned JPEG's path (features/media/artwork-variants.ts writes it and its WebP widths), which
// the media origin caches for good and screens serve by width. Runs in every 'demo-media' job, so a data dir
// made before this step gets the files and URLs at its next start, and a repainted title (edited
// name) gets new URLs. Images an operator has set since are left alone. The unversioned JPEGs stay:
// clips are made from them and old links keep working.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { ArtworkVariantKind } from '@ott/contract';
import type { Database } from '../../lib/db/client.ts';
import { liveStreams, videos } from '../../lib/db/schema.ts';
import { writeArtworkVariants, type MediaLogger } from '../media/index.ts';
import { artDir, demoArtId, type ArtOwner } from './demo-layout.ts';

type VideoColumn = 'thumbnailUrl' | 'portraitThumbnailUrl' | 'posterUrl';
/** Which painted image each column shows (demoArtUrls): posterUrl is the wide backdrop. */
const VIDEO_COLUMNS: Readonly<Record<VideoColumn, ArtworkVariantKind>> = {
  portraitThumbnailUrl: 'poster',
  posterUrl: 'backdrop',
  thumbnailUrl: 'thumb',
};

/** Moves rows onto versioned artwork; returns how many rows changed (the catalogue cache is then stale). */
export async function versionDemoArtwork(db: Database, mediaDir: string, log: MediaLogger): Promise<number> {
  const startedAt = performance.now();
  const versioned = async (owner: ArtOwner, id: number, url: string | null, kind: ArtworkVariantKind): Promise<string | null> => {
    // Only the seed's own relative paths (demoArtId): never an operator's full URL.
    if (url === null || demoArtId(owner, url) !== id) return null;
    const dir = artDir(owner, id);
    try {
      const name = await writeArtworkVariants(path.join(mediaDir, dir), kind);
      const next = `${dir}/${name}`;
      return next === url ? null : next;
    } catch (error) {
      // Not painted (yet) or not an image: the row keeps its plain URL.
      log.warn(`artwork variants: ${dir}/${kind}.jpg: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };

  let changed = 0;
  const videoRows = await db.select({ id: videos.id, thumbnailUrl: videos.thumbnailUrl, portraitThumbnailUrl: videos.portraitThumbnailUrl, posterUrl: videos.posterUrl }).from(videos);
  for (const row of videoRows) {
    const set: Partial<Record<VideoColumn, string>> = {};
    for (const [column, kind] of Object.entries(VIDEO_COLUMNS) as [VideoColumn, ArtworkVariantKind][]) {
      const next = await versioned('video', row.id, row[column], kind);
      if (next) set[column] = next;
    }
    if (Object.keys(set).length === 0) continue;
    await db.update(videos).set(set).where(eq(videos.id, row.id));
    changed += 1;
  }
  const liveRows = await db.select({ id: liveStreams.id, thumbnail: liveStreams.thumbnail }).from(liveStreams);
  for (const row of liveRows) {
    const next = await versioned('live', row.id, row.thumbnail, 'thumb');
    if (!next) continue;
    await db.update(liveStreams).set({ thumbnail: next }).where(eq(liveStreams.id, row.id));
    changed += 1;
  }
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  log.info(`demo artwork: versioned URLs and WebP widths checked in ${seconds} s (${changed} rows moved)`);
  return changed;
}
