// The demo's designed creatives (issue 12): the welcome popup's image, the banner ads and the
// picture the pre-roll ad's clip is made from, painted by features/media with the key-art
// machinery and a fan of the catalogue's own posters. Banners carry no type: the page sets the
// ad's title, copy and button over them.
import path from 'node:path';
import { generateCreative, type GenerateCreativeOptions, type MediaLogger } from '../media/index.ts';
import { AD_SEED } from './data/commerce.ts';
import { VIDEO_SEED } from './data/videos.ts';
import { artDir, creativeFile } from './demo-layout.ts';

export const WELCOME_CREATIVE = 'welcome';
export const adCreative = (adId: number) => `ad-${adId}`;

type CreativeSpec = Omit<GenerateCreativeOptions, 'outFile' | 'posters'> & { readonly name: string; readonly posterTitles: readonly string[] };

const WIDE = { width: 1280, height: 720 } as const;
// The page shows a banner as a cover image in a wide band on desktop and a near-2:1 box on phones,
// so the fan is small, centred in height and kept inside the middle of the width.
const BANNER = { width: 1280, height: 400, fanRight: 0.8, fanHeight: 0.44 } as const;
const ad = (id: number) => AD_SEED.find((a) => a.id === id);

export const CREATIVES: readonly CreativeSpec[] = [
  {
    name: WELCOME_CREATIVE,
    ...WIDE,
    motif: 'hills',
    palette: 'crimson',
    seed: 41,
    headline: 'Stream Telugu',
    body: 'Movies · Series · Live TV',
    posterTitles: ['Kakinada Express', 'Hyderabad Diaries', 'Vizag Nights'],
  },
  {
    name: adCreative(1),
    ...WIDE,
    motif: 'rings',
    palette: 'saffron',
    seed: 42,
    headline: ad(1)?.title ?? 'Festival Specials',
    body: 'New releases every week',
    cta: ad(1)?.callToAction,
    posterTitles: ['Bangaru Bommalu', 'Bathukamma Songs 2024', 'Sankranti Melodies'],
  },
  { name: adCreative(2), ...BANNER, motif: 'spotlight', palette: 'royal', seed: 43, posterTitles: ['Rayalaseema Roar', 'Simhadri Chase', 'Charminar Chronicles'] },
  { name: adCreative(3), ...BANNER, motif: 'duo', palette: 'teal', seed: 44, posterTitles: ['Software Sambaiah', 'Biryani Brothers', 'Chai Break'] },
];

function posterFile(mediaDir: string, title: string): string | null {
  const index = VIDEO_SEED.findIndex((seed) => seed.title === title);
  return index < 0 ? null : path.join(mediaDir, artDir('video', index + 1), 'poster.jpg');
}

/** Paints what is missing or out of date (after the titles' artwork, whose posters it shows). */
export async function paintDemoCreatives(mediaDir: string, log: MediaLogger): Promise<number> {
  let painted = 0;
  for (const { name, posterTitles, ...look } of CREATIVES) {
    const posters = posterTitles.map((title) => posterFile(mediaDir, title)).filter((file): file is string => file !== null);
    if (await generateCreative({ ...look, posters, outFile: path.join(mediaDir, creativeFile(name)) })) painted += 1;
  }
  log.info(`demo creatives: ${CREATIVES.length} ready (${painted} painted)`);
  return painted;
}
