// Search (SPEC 5 'Search', 7 'Content': GET /api/videos/?title=&description=&category_name=):
// case-insensitive over title, description and category name, Telugu titles found by English
// letters (title_latin search keys, docs/decisions.md 'Search'), the start-up backfill of those
// keys, and hostile input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VideoListResponse } from '@ott/contract';
import type { TestApp } from '../helper.ts';
import { createSeededApp } from './fixtures.ts';
import { categories, siteSettings, videos } from '../../src/lib/db/schema.ts';
import {
  backfillTitleSearchKeys,
  SEARCH_KEY_VERSION_KEY,
  titleSearchFields,
} from '../../src/features/catalogue/search-keys.ts';
import { searchKey } from '../../src/lib/search/search-key.ts';

let t: TestApp;
let backfilled = 0;
beforeAll(async () => {
  t = await createSeededApp();
  const [comedy] = await t.deps.db.select().from(categories).where(eq(categories.name, 'Comedy'));
  await t.deps.db.insert(videos).values([
    // Written the way every write path writes a title.
    { title: 'ప్రేమ కథ', description: 'A Nellore wedding where both families hire the same band.', videoType: 'paid', categoryId: comedy?.id, ...titleSearchFields('ప్రేమ కథ') },
    // Written without its key (an operator's SQL): the start-up pass fills it.
    { title: 'నీటి బుడగ', description: 'Monsoon BANYAN tales.', videoType: 'free', categoryId: comedy?.id },
  ]);
  backfilled = await backfillTitleSearchKeys(t.deps.db);
});
afterAll(() => t.close());

const search = async (text: string) => {
  const q = encodeURIComponent(text);
  const res = await t.app.inject({ url: `/api/videos/?title=${q}&description=${q}&category_name=${q}` });
  expect(res.statusCode).toBe(200);
  return VideoListResponse.parse(res.json());
};
const titlesOf = async (text: string) => (await search(text)).map((v) => v.title);

describe('case-insensitive over all three fields', () => {
  it('title', async () => {
    for (const text of ['godavari sunrise', 'GODAVARI SUNRISE', 'GoDaVaRi']) expect(await titlesOf(text)).toContain('Godavari Sunrise');
  });

  it('description', async () => {
    for (const text of ['banyan', 'BANYAN', 'Banyan Tales', 'nellore WEDDING']) {
      expect((await titlesOf(text)).length).toBeGreaterThan(0);
    }
    expect(await titlesOf('nellore wedding')).toEqual(['ప్రేమ కథ']);
  });

  it('category name', async () => {
    for (const text of ['comedy', 'COMEDY', 'CoMeD']) {
      const found = await search(text);
      expect(found.map((v) => v.title)).toEqual(expect.arrayContaining(['ప్రేమ కథ', 'నీటి బుడగ']));
      expect(found.every((v) => v.category_name === 'Comedy' || /comed/i.test(`${v.title} ${v.description}`))).toBe(true);
    }
  });

  it('separate title, description and category filters narrow, each case-insensitively', async () => {
    const res = await t.app.inject({ url: '/api/videos/?title=PREMA&description=NELLORE&category_name=comedy' });
    expect(VideoListResponse.parse(res.json()).map((v) => v.title)).toEqual(['ప్రేమ కథ']);
    const none = await t.app.inject({ url: '/api/videos/?title=PREMA&category_name=devotional' });
    expect(VideoListResponse.parse(none.json())).toEqual([]);
  });
});

describe('Telugu titles by English letters', () => {
  it.each(['prema', 'preema', 'Prema Katha', 'PREMA KATHA', 'prema-katha', 'katha', 'ప్రేమ', 'కథ'])('%s finds ప్రేమ కథ', async (text) => {
    expect(await titlesOf(text)).toContain('ప్రేమ కథ');
  });

  it('seeded Telugu titles too, however they are spelt', async () => {
    expect(await titlesOf('Amma Chethi Vanta')).toContain('అమ్మ చేతి వంట');
    expect(await titlesOf('amma cheti')).toContain('అమ్మ చేతి వంట');
    expect(await titlesOf('godari')).toContain('గోదారి గట్టు');
    expect(await titlesOf('vennela dari')).toContain('వెన్నెల దారి');
    expect(await titlesOf('venela daari')).toContain('వెన్నెల దారి');
  });

  it('a title written without its key is found once the start-up pass has run', async () => {
    expect(backfilled).toBeGreaterThanOrEqual(1);
    expect(await titlesOf('neeti budaga')).toContain('నీటి బుడగ');
    expect(await titlesOf('niti')).toContain('నీటి బుడగ');
  });

  it('does not match unrelated titles', async () => {
    expect(await titlesOf('prema katha')).toEqual(['ప్రేమ కథ']);
    expect(await titlesOf('xyzzy')).toEqual([]);
  });
});

describe('the start-up pass', () => {
  it('is idempotent and recomputes every key when the scheme version changes', async () => {
    expect(await backfillTitleSearchKeys(t.deps.db)).toBe(0);
    await t.deps.db.update(videos).set({ titleLatin: 'stale' }).where(eq(videos.title, 'ప్రేమ కథ'));
    // Same version: only rows without a key are looked at.
    expect(await backfillTitleSearchKeys(t.deps.db)).toBe(0);
    await t.deps.db.update(siteSettings).set({ value: 0 }).where(eq(siteSettings.key, SEARCH_KEY_VERSION_KEY));
    expect(await backfillTitleSearchKeys(t.deps.db)).toBe(1);
    const [row] = await t.deps.db.select().from(videos).where(eq(videos.title, 'ప్రేమ కథ'));
    expect(row?.titleLatin).toBe(searchKey('ప్రేమ కథ'));
    const all = await t.deps.db.select({ title: videos.title, titleLatin: videos.titleLatin }).from(videos);
    expect(all.every((v) => v.titleLatin === searchKey(v.title))).toBe(true);
  });
});

describe('hostile and odd input', () => {
  it.each(["' or 1=1 --", "'; drop table videos; --", '%', '_', '%%', '\\', '😀', 'ఽ', '   '])('%j is plain text', async (text) => {
    const found = await search(text);
    if (text.trim() !== '') expect(found).toEqual([]);
    expect((await t.deps.db.select({ id: videos.id }).from(videos).limit(1)).length).toBe(1);
  });

  it('paid results carry no stream URL for visitors', async () => {
    const [paid] = await search('prema katha');
    expect(paid).toMatchObject({ video_type: 'paid', can_play: false, hls_url: null, dash_url: null, video_url: null });
  });
});
