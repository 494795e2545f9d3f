// The demo clips (issue 12): one per seeded title and live channel, made from that title's own
// painted backdrop (art/{video|live}-{id}/) with its own name, so what plays is what was chosen; a
// promo per title that has one, made the same way; and the pre-roll ad, made from its creative.
// Slugs come from the titles, so a clip is never shared by two titles.
import { DEMO_CLIP_SECONDS, type DemoClipSpec } from '../media/index.ts';
import { CATEGORY, CATEGORY_SEED, type CategoryId } from './data/categories.ts';
import { SERIES_SEED } from './data/series.ts';
import { LIVE_STREAM_SEED } from './data/showcase.ts';
import type { VideoSeed } from './data/video-seed.ts';
import { VIDEO_SEED } from './data/videos.ts';
import { TELUGU_TITLES } from './data/videos-telugu.ts';
import { artDir, creativeFile } from './demo-layout.ts';

/** Only long-form titles get a promo, so the 'Promo' button (SPEC 2.12) is sometimes absent. */
export const HAS_PROMO: ReadonlySet<CategoryId> = new Set([CATEGORY.movies, CATEGORY.webSeries, CATEGORY.comedy]);

/** An episode's clip names its series and place ('Ammamma Gari Illu · S1 E2'). */
const episodeSubtitle = (seed: VideoSeed) => {
  const series = seed.episode && SERIES_SEED.find((s) => s.id === seed.episode?.series);
  return series && seed.episode ? `${series.title} · S${seed.episode.season} E${seed.episode.number}` : null;
};

/** Episodes have no promo of their own (their series is the thing to promote). */
export const hasPromo = (seed: VideoSeed) => HAS_PROMO.has(seed.categoryId) && !seed.episode;

/** The pre-roll ad's clip (AD_SEED id 1), made from its creative. */
export const PRE_ROLL_CLIP = 'ad-festival-specials';

/**
 * Soundtrack languages of the titles' own clips (issue 18): every title's soundtrack is Telugu, two
 * free titles are also "dubbed" (another key of the pad: demo-soundtracks.ts) for the Audio menu.
 */
export const DUBBED_TITLE_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  'palle-paata': ['te', 'hi'],
  'godari-gattu': ['te', 'hi', 'en'],
};
const ORIGINAL_LANGUAGES: readonly string[] = ['te'];

const categoryName = (id: CategoryId) => CATEGORY_SEED.find((c) => c.id === id)?.name ?? '';

/** 'Godavari Sunrise' → 'godavari-sunrise'; a Telugu title goes by its Latin spelling. */
export function titleSlug(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The name burned into a title's clip (the poster font cannot shape Telugu). */
const displayTitle = (seed: VideoSeed) => seed.titleLatin ?? seed.title;

export const videoClipSlug = (seed: VideoSeed) => titleSlug(displayTitle(seed));
export const promoClipSlug = (seed: VideoSeed) => `promo-${videoClipSlug(seed)}`;
export const liveClipSlug = (title: string) => `live-${titleSlug(title)}`;

function videoClips(): DemoClipSpec[] {
  return VIDEO_SEED.flatMap((seed, index) => {
    const id = index + 1;
    const background = `${artDir('video', id)}/backdrop.jpg`;
    const feature: DemoClipSpec = {
      slug: videoClipSlug(seed),
      title: displayTitle(seed),
      subtitle: episodeSubtitle(seed) ?? [categoryName(seed.categoryId), seed.releaseDate.slice(0, 4)].filter(Boolean).join(' · '),
      kind: 'feature',
      seconds: DEMO_CLIP_SECONDS.feature,
      seed: id,
      background,
      description: seed.description,
      teluguTitle: TELUGU_TITLES[seed.title]?.title,
      teluguDescription: TELUGU_TITLES[seed.title]?.synopsis,
      isProtected: seed.type !== 'free',
      audioLanguages: DUBBED_TITLE_LANGUAGES[videoClipSlug(seed)] ?? ORIGINAL_LANGUAGES,
    };
    if (!hasPromo(seed)) return [feature];
    // Trailers are public for everyone (SPEC 2.12 'Promo'), paid titles' included.
    const promo: DemoClipSpec = { slug: promoClipSlug(seed), title: displayTitle(seed), subtitle: 'Now streaming', kind: 'promo', seconds: DEMO_CLIP_SECONDS.promo, seed: id, background };
    return [feature, promo];
  });
}

function liveClips(): DemoClipSpec[] {
  return LIVE_STREAM_SEED.map((seed, index) => ({
    slug: liveClipSlug(seed.title),
    title: seed.title,
    subtitle: ['Live', categoryName(seed.categoryId)].filter(Boolean).join(' · '),
    kind: 'live',
    seconds: DEMO_CLIP_SECONDS.live,
    seed: 100 + index,
    background: `${artDir('live', index + 1)}/backdrop.jpg`,
    description: seed.description,
    isProtected: seed.isPremium ?? false,
  }));
}

const adClips = (): DemoClipSpec[] => [
  { slug: PRE_ROLL_CLIP, title: '', kind: 'ad', seconds: DEMO_CLIP_SECONDS.ad, seed: 7, background: creativeFile('ad-1') },
];

export const DEMO_CLIPS: readonly DemoClipSpec[] = [...videoClips(), ...liveClips(), ...adClips()];
