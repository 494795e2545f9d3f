// Issue 15.4: an editor builds the home page's hero carousel from published titles: adds (the
// title's landscape artwork becomes the backdrop), turns slides off and on, reorders and removes
// them, and GET /api/videos/hero/ follows on the next read. Every change is in the audit log, and a
// viewer is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CATALOGUE_MESSAGES, API, AdminHeroSlideResponse, AdminHeroSlidesResponse, HeroResponse, MESSAGES } from '@ott/contract';
import { videos } from '../../src/lib/db/schema.ts';
import { createTestApp, type TestApp, type TestClient } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { auditRows, del, signInWithRoles } from '../admin/operators.ts';

const M = ADMIN_CATALOGUE_MESSAGES;
let t: TestApp;
let editor: TestClient;
let viewer: TestClient;
const ids: Record<string, number> = {};

const put = (client: TestClient, url: string, body: unknown) => client.request('PUT', url, body);

async function title(name: string, status: string) {
  const [row] = await t.deps.db
    .insert(videos)
    .values({ title: name, status, thumbnailUrl: `/media/art/${name.toLowerCase()}-16x9.jpg` })
    .returning({ id: videos.id });
  return row!.id;
}

async function heroTitles() {
  const res = await viewer.get(API.heroVideos);
  expect(res.statusCode, res.body).toBe(200);
  return HeroResponse.parse(res.json()).data.map((s) => s.title);
}

async function slides() {
  const res = await editor.get(API.adminHeroSlides);
  expect(res.statusCode, res.body).toBe(200);
  return AdminHeroSlidesResponse.parse(res.json()).data;
}

async function addSlide(videoId: number) {
  const res = await editor.post(API.adminHeroSlides, { video_id: videoId });
  expect(res.statusCode, res.body).toBe(200);
  return AdminHeroSlideResponse.parse(res.json()).slide;
}

beforeAll(async () => {
  t = await createTestApp();
  editor = (await signInWithRoles(t, ['editor'])).client;
  viewer = (await signIn(t)).client;
  ids.arjun = await title('Arjun', 'ready');
  ids.bhoomi = await title('Bhoomi', 'ready');
  ids.chandra = await title('Chandra', 'ready');
  ids.draft = await title('Draft', 'draft');
});
afterAll(() => t?.close());

describe('the hero carousel in the console', () => {
  it('adds published titles with their landscape artwork as backdrop, last in order', async () => {
    expect(await heroTitles()).toEqual([]);
    const first = await addSlide(ids.arjun!);
    expect(first).toMatchObject({ video_id: ids.arjun, title: 'Arjun', is_active: true, video_status: 'published' });
    expect(first.landscape_image_url).toMatch(/\/media\/art\/arjun-16x9\.jpg$/);
    await addSlide(ids.bhoomi!);
    await addSlide(ids.chandra!);
    expect(await heroTitles()).toEqual(['Arjun', 'Bhoomi', 'Chandra']);
    const hero = HeroResponse.parse((await viewer.get(API.heroVideos)).json()).data[0]!;
    expect(hero.backdrop_url).toMatch(/arjun-16x9\.jpg$/);
  });

  it('refuses an unpublished or missing title, and a second slide for a title', async () => {
    for (const videoId of [ids.draft!, 99_999]) {
      const res = await editor.post(API.adminHeroSlides, { video_id: videoId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: M.slideNeedsPublishedTitle });
    }
    const dup = await editor.post(API.adminHeroSlides, { video_id: ids.arjun });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ message: M.slideExists });
  });

  it('turns a slide off and on', async () => {
    const bhoomi = (await slides()).find((s) => s.title === 'Bhoomi')!;
    const off = await editor.request('PATCH', API.adminHeroSlide(bhoomi.id), { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(AdminHeroSlideResponse.parse(off.json()).slide.is_active).toBe(false);
    expect(await heroTitles()).toEqual(['Arjun', 'Chandra']);
    await editor.request('PATCH', API.adminHeroSlide(bhoomi.id), { is_active: true });
    expect(await heroTitles()).toEqual(['Arjun', 'Bhoomi', 'Chandra']);
  });

  it('reorders, refusing a set that is not the current one', async () => {
    const current = (await slides()).map((s) => s.id);
    const bad = await put(editor, API.adminHeroSlidesOrder, { ids: current.slice(0, 2) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: M.reorderMismatch });
    const wanted = [current[2]!, current[0]!, current[1]!];
    const res = await put(editor, API.adminHeroSlidesOrder, { ids: wanted });
    expect(res.statusCode, res.body).toBe(200);
    expect(await heroTitles()).toEqual(['Chandra', 'Arjun', 'Bhoomi']);
  });

  it('removes a slide', async () => {
    const arjun = (await slides()).find((s) => s.title === 'Arjun')!;
    const res = await del(editor, API.adminHeroSlide(arjun.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminHeroSlidesResponse.parse(res.json()).data.map((s) => s.title)).toEqual(['Chandra', 'Bhoomi']);
    expect(await heroTitles()).toEqual(['Chandra', 'Bhoomi']);
    const again = await del(editor, API.adminHeroSlide(arjun.id));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: M.slideNotFound });
  });

  it('records every change in the audit log', async () => {
    const rows = (await auditRows(t)).filter((r) => r.targetType === 'hero_slide');
    expect(rows.map((r) => r.action)).toEqual([
      'hero_slide.create',
      'hero_slide.create',
      'hero_slide.create',
      'hero_slide.update',
      'hero_slide.update',
      'hero_slide.reorder',
      'hero_slide.delete',
    ]);
    expect(rows[3]!.after).toMatchObject({ is_active: false });
    expect(rows[6]!.after).toBeNull();
  });

  it('refuses a viewer (403)', async () => {
    for (const res of [await viewer.get(API.adminHeroSlides), await viewer.post(API.adminHeroSlides, { video_id: ids.arjun })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.forbidden });
    }
  });
});
