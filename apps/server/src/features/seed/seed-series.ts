// Demo series and skip markers (issue 18 points 4 and 5). The series and its seasons go in before
// the videos (an episode's row names its season); the markers after, and only on rows that are the
// seeded episodes (an older database may hold an operator's title under a new seed id).
import { inArray } from 'drizzle-orm';
import type { SeedDb } from './seed-db.ts';
import { searchKey } from '../../lib/search/search-key.ts';
import { seasons, series, titleMarkers, videos } from '../../lib/db/schema.ts';
import { SERIES_SEED } from './data/series.ts';
import { VIDEO_SEED } from './data/videos.ts';

export async function seedSeries(db: SeedDb, now: Date) {
  await db
    .insert(series)
    .values(
      SERIES_SEED.map((s) => ({
        id: s.id,
        title: s.title,
        titleLatin: searchKey(s.title),
        description: s.description,
        categoryId: s.categoryId,
        status: 'published',
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(seasons)
    .values(SERIES_SEED.flatMap((s) => s.seasons.map((season) => ({ id: season.id, seriesId: s.id, number: season.number, title: season.title }))))
    .onConflictDoNothing();
}

/** Episode columns of a seeded video row. */
export const episodeColumns = (seed: (typeof VIDEO_SEED)[number]) =>
  seed.episode ? { seriesId: seed.episode.series, seasonNumber: seed.episode.season, episodeNumber: seed.episode.number } : {};

export async function seedMarkers(db: SeedDb) {
  const wanted = VIDEO_SEED.flatMap((seed, index) => (seed.markers ?? []).map(([kind, start, end]) => ({ videoId: index + 1, seed, kind, start, end })));
  if (wanted.length === 0) return;
  const ids = [...new Set(wanted.map((m) => m.videoId))];
  const [mine, existing] = await Promise.all([
    db.select({ id: videos.id, title: videos.title }).from(videos).where(inArray(videos.id, ids)),
    db.select({ videoId: titleMarkers.videoId }).from(titleMarkers).where(inArray(titleMarkers.videoId, ids)),
  ]);
  // Only the seed's own episodes, and only those without markers yet (an operator may have set them).
  const ours = new Set(mine.filter((row) => VIDEO_SEED[row.id - 1]?.title === row.title).map((row) => row.id));
  const marked = new Set(existing.map((row) => row.videoId));
  const rows = wanted
    .filter((m) => ours.has(m.videoId) && !marked.has(m.videoId))
    .map((m) => ({ videoId: m.videoId, kind: m.kind, startMs: m.start * 1000, endMs: m.end * 1000 }));
  if (rows.length > 0) await db.insert(titleMarkers).values(rows);
}
