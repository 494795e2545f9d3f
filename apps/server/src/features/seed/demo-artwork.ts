// The artwork half of the 'demo-media' job: every video and live channel whose image URLs the seed
// pointed at its own art directory (art/video-{id}/, art/live-{id}/) gets that art painted from the
// row's current title, category and year. Rows never change here; an edited title is repainted on
// the next run because the title is part of the artwork's cache key.
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../lib/db/client.ts';
import { categories, liveStreams, videos } from '../../lib/db/schema.ts';
import {
  ARTWORK_PALETTE_NAMES,
  generateTitleArtwork,
  mapWithConcurrency,
  type ArtworkMotif,
  type ArtworkPaletteName,
  type GenerateTitleArtworkOptions,
  type MediaLogger,
  type TitleArtwork,
} from '../media/index.ts';
import { CATEGORY } from './data/categories.ts';
import { artDir, demoArtId } from './demo-layout.ts';
import { VIDEO_SEED } from './seed-catalogue.ts';
import { teluguToLatin } from '../../lib/search/telugu-latin.ts';

export type PaintArtwork = (options: GenerateTitleArtworkOptions) => Promise<TitleArtwork>;

/** Motifs that suit each category; titles in a row take them in turn. */
const MOTIFS: Record<number, readonly ArtworkMotif[]> = {
  [CATEGORY.movies]: ['hills', 'duo', 'waves', 'skyline', 'spotlight', 'road'],
  [CATEGORY.webSeries]: ['skyline', 'duo', 'spotlight'],
  [CATEGORY.comedy]: ['rings', 'spotlight', 'duo'],
  [CATEGORY.devotional]: ['temple'],
  [CATEGORY.news]: ['skyline'],
  [CATEGORY.music]: ['rings'],
  [CATEGORY.kids]: ['hills', 'waves', 'road'],
  [CATEGORY.shortFilms]: ['road', 'waves', 'duo', 'hills'],
  [CATEGORY.villageStories]: ['hills', 'waves', 'temple', 'road'],
  [CATEGORY.shorts]: ['rings', 'spotlight'],
};
const PALETTES: Record<number, readonly ArtworkPaletteName[]> = {
  [CATEGORY.devotional]: ['saffron', 'crimson', 'royal', 'dusk'],
  [CATEGORY.news]: ['monsoon', 'teal', 'crimson'],
};
const FALLBACK_MOTIFS: readonly ArtworkMotif[] = ['hills', 'waves', 'road', 'duo'];
// Two ffmpeg runs at once keep both cores of the reference machine busy without thrashing.
const CONCURRENCY = 2;

interface ArtRow {
  readonly id: number;
  readonly title: string;
  readonly titleLatin: string | null;
  readonly categoryId: number;
  readonly categoryName: string | null;
  readonly year: string | null;
}

export async function listDemoArtwork(db: Database, mediaDir: string): Promise<GenerateTitleArtworkOptions[]> {
  const videoRows = await db
    .select({ id: videos.id, title: videos.title, categoryId: videos.categoryId, categoryName: categories.name, releaseDate: videos.releaseDate, url: videos.portraitThumbnailUrl })
    .from(videos)
    .leftJoin(categories, eq(categories.id, videos.categoryId))
    .orderBy(asc(videos.id));
  const liveRows = await db
    .select({ id: liveStreams.id, title: liveStreams.title, categoryId: liveStreams.categoryId, categoryName: categories.name, url: liveStreams.thumbnail })
    .from(liveStreams)
    .leftJoin(categories, eq(categories.id, liveStreams.categoryId))
    .orderBy(asc(liveStreams.id));
  const nthInCategory = counter();
  const ownVideos = videoRows.filter((r) => demoArtId('video', r.url) === r.id);
  const ownLive = liveRows.filter((r) => demoArtId('live', r.url) === r.id);
  return [
    ...ownVideos.map((r) => {
      const row: ArtRow = { ...r, titleLatin: displayLatin(r.id, r.title), categoryId: r.categoryId ?? 0, year: r.releaseDate?.slice(0, 4) ?? null };
      return {
        ...look(row, nthInCategory(row.categoryId), row.id),
        outDir: path.join(mediaDir, artDir('video', row.id)),
        subtitle: [row.categoryName, row.year].filter(Boolean).join(' · '),
      };
    }),
    ...ownLive.map((r) => {
      const row: ArtRow = { ...r, titleLatin: null, year: null };
      return {
        ...look(row, nthInCategory(row.categoryId), 1000 + row.id),
        outDir: path.join(mediaDir, artDir('live', row.id)),
        subtitle: ['Live', row.categoryName].filter(Boolean).join(' · '),
        // The backdrop (no type) is what the channel's clip is made from.
        kinds: ['thumb' as const, 'backdrop' as const],
        thumbStyle: 'ident' as const,
      };
    }),
  ];
}

/**
 * English-letter title for the artwork (the poster font cannot shape Telugu): the seed's own
 * spelling while the title is the seeded one, else the transliteration (videos.title_latin is a
 * search key, not display text).
 */
function displayLatin(id: number, title: string): string {
  const seed = VIDEO_SEED[id - 1];
  if (seed?.title === title && seed.titleLatin) return seed.titleLatin;
  return teluguToLatin(title).replace(/(^|\s)(\p{Ll})/gu, (_m, space: string, letter: string) => space + letter.toUpperCase());
}

function look(row: ArtRow, nth: number, seed: number) {
  const motifs = MOTIFS[row.categoryId] ?? FALLBACK_MOTIFS;
  const palettes = PALETTES[row.categoryId] ?? ARTWORK_PALETTE_NAMES;
  return {
    title: row.title,
    latinTitle: row.titleLatin ?? undefined,
    seed,
    motif: motifs[nth % motifs.length],
    // Neighbours in a row take the next palette, so they never share colours.
    palette: palettes[(nth + row.categoryId) % palettes.length],
  };
}

function counter() {
  const seen = new Map<number, number>();
  return (key: number) => {
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n;
  };
}

/** Paints what is missing or out of date; returns how many were painted. */
export async function paintDemoArtwork(
  db: Database,
  mediaDir: string,
  log: MediaLogger,
  paint: PaintArtwork = generateTitleArtwork,
): Promise<number> {
  const startedAt = performance.now();
  const tasks = await listDemoArtwork(db, mediaDir);
  const results = await mapWithConcurrency(tasks, CONCURRENCY, (task) => paint(task));
  const painted = results.filter((r) => !r.cached).length;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  log.info(`demo artwork: ${tasks.length} titles ready in ${seconds} s (${painted} painted, ${tasks.length - painted} cached)`);
  return painted;
}
