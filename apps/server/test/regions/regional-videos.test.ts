// GET /api/regional-videos/by_location/ and GET /api/frontend/videos/?village_id (SPEC 7
// 'Content'): the most specific id wins, a video belongs to every level above its tag, paid media
// stays with entitled viewers, and bad ids are 400s in the error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorResponse, FrontendVideosResponse, RegionalVideosResponse } from '@ott/contract';
import type { TestApp } from '../helper.ts';
import { createSeededApp, createViewer } from '../catalogue/fixtures.ts';
import { constituencies, districts, mandals, states, videos, villages } from '../../src/lib/db/schema.ts';
import { fillVideoRegionParents } from '../../src/features/regions/index.ts';
import { REGIONAL_VIDEOS_LIMIT } from '../../src/features/regions/regional-videos.ts';

let t: TestApp;
/** Ids of the Tadepalli mandal's path (Guntur, Andhra Pradesh) and its two villages. */
const ids = { state: 0, district: 0, constituency: 0, mandal: 0, undavalli: 0, penumaka: 0, otherState: 0 };

const idByName = async <T extends typeof states | typeof districts | typeof constituencies | typeof mandals | typeof villages>(
  table: T,
  name: string,
) => {
  const [row] = await t.deps.db.select({ id: table.id }).from(table as typeof states).where(eq(table.name, name));
  if (!row) throw new Error(`no ${name}`);
  return row.id;
};

beforeAll(async () => {
  t = await createSeededApp();
  ids.state = await idByName(states, 'Andhra Pradesh');
  ids.otherState = await idByName(states, 'Telangana');
  ids.district = await idByName(districts, 'Guntur');
  ids.constituency = await idByName(constituencies, 'Mangalagiri');
  ids.mandal = await idByName(mandals, 'Tadepalli');
  ids.undavalli = await idByName(villages, 'Undavalli');
  ids.penumaka = await idByName(villages, 'Penumaka');
  const path = { stateId: ids.state, districtId: ids.district, constituencyId: ids.constituency };
  await t.deps.db.insert(videos).values([
    // Tagged at the mandal only: in the mandal and above, in no village.
    { title: 'Tadepalli Mandal Roundup', videoType: 'free', ...path, mandalId: ids.mandal },
    // Tagged at the village only (written without parents): the start-up pass fills them.
    { title: 'Penumaka Paddy Fields', videoType: 'free', villageId: ids.penumaka },
    // Tagged at the state only.
    { title: 'Andhra Statewide Special', videoType: 'free', stateId: ids.state },
    // Tagged at the constituency only, and at a village with a wrong state.
    { title: 'Mangalagiri Constituency Debate', videoType: 'free', constituencyId: ids.constituency },
    { title: 'Penumaka Mislabelled', videoType: 'free', villageId: ids.penumaka, stateId: ids.otherState },
    // Not ready: never listed.
    { title: 'Undavalli Draft Cut', videoType: 'free', ...path, mandalId: ids.mandal, villageId: ids.undavalli, status: 'processing' },
  ]);
  await fillVideoRegionParents(t.deps.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const byLocation = async (query: string, headers: Record<string, string> = {}) => {
  const res = await get(`/api/regional-videos/by_location/${query}`, headers);
  expect(res.statusCode).toBe(200);
  return RegionalVideosResponse.parse(res.json()).data;
};
const titles = (list: { title: string }[]) => list.map((v) => v.title).sort();

describe('by_location', () => {
  it('each level lists the videos tagged at it or below, newest first', async () => {
    const village = titles(await byLocation(`?village_id=${ids.undavalli}`));
    expect(village).toEqual(['Amaravati Capital Update', 'Undavalli Caves Story']);
    const mandal = titles(await byLocation(`?mandal_id=${ids.mandal}`));
    expect(mandal).toEqual([...village, 'Penumaka Mislabelled', 'Penumaka Paddy Fields', 'Tadepalli Mandal Roundup'].sort());
    const constituency = titles(await byLocation(`?constituency_id=${ids.constituency}`));
    expect(constituency).toEqual([...mandal, 'Mangalagiri Constituency Debate'].sort());
    const district = titles(await byLocation(`?district_id=${ids.district}`));
    expect(district).toEqual([...constituency, 'Guntur Chilli Market Report'].sort());
    const state = await byLocation(`?state_id=${ids.state}`);
    expect(titles(state)).toEqual(expect.arrayContaining([...district, 'Andhra Statewide Special', 'Tagarapuvalasa Market Day']));
    expect(titles(state)).not.toContain('Narsampet Bonalu');
    const times = state.map((v) => v.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('the most specific id given wins, whatever the others say', async () => {
    const village = titles(await byLocation(`?village_id=${ids.undavalli}`));
    expect(titles(await byLocation(`?state_id=${ids.otherState}&village_id=${ids.undavalli}&mandal_id=${ids.mandal}`))).toEqual(village);
    expect(titles(await byLocation(`?district_id=${ids.district}&mandal_id=${ids.mandal}`))).toEqual(
      titles(await byLocation(`?mandal_id=${ids.mandal}`)),
    );
  });

  it('without an id lists every regionally tagged video, capped', async () => {
    const all = await byLocation('');
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(REGIONAL_VIDEOS_LIMIT);
    expect(titles(all)).toEqual(expect.arrayContaining(['Narsampet Bonalu', 'Undavalli Caves Story', 'Andhra Statewide Special']));
    // Untagged titles are not regional.
    expect(titles(all)).not.toContain('Godavari Sunrise');
    expect(titles(all)).not.toContain('Undavalli Draft Cut');
  });

  it('unknown ids have no videos; ids past the integer range are a 400', async () => {
    expect(await byLocation('?village_id=999999')).toEqual([]);
    // Past PostgreSQL's integer: refused by the contract (issue 16.4), not looked up.
    expect((await get('/api/regional-videos/by_location/?state_id=99999999999')).statusCode).toBe(400);
    expect(await byLocation('?mandal_id=2147483647')).toEqual([]);
  });

  it.each([
    '?village_id=abc',
    '?mandal_id=0',
    '?state_id=-1',
    '?district_id=1.5',
    '?constituency_id=',
    "?village_id=1%27%20or%201%3D1--",
    '?state_id=%E0%B0%85',
    `?village_id=${'9'.repeat(400)}`,
  ])('%s → 400 with the error shape', async (query) => {
    const res = await get(`/api/regional-videos/by_location/${query}`);
    expect(res.statusCode).toBe(400);
    ErrorResponse.parse(res.json());
  });

  it('paid media reaches only entitled viewers', async () => {
    const anonymous = await byLocation(`?village_id=${ids.undavalli}`);
    const paid = anonymous.find((v) => v.video_type === 'paid');
    expect(paid).toMatchObject({ title: 'Undavalli Caves Story', can_play: false, hls_url: null, dash_url: null, video_url: null });
    const free = anonymous.find((v) => v.video_type === 'free');
    expect(free?.can_play).toBe(true);
    expect(free?.hls_url).toBeTruthy();
    // Rentals too, a whole state at a time.
    const gudivada = await byLocation(`?state_id=${ids.state}`);
    for (const video of gudivada.filter((v) => v.video_type !== 'free')) {
      expect(video).toMatchObject({ can_play: false, hls_url: null, dash_url: null, video_url: null });
    }

    const subscriber = await createViewer(t.deps, { subscribedDays: 10 });
    const res = await get(`/api/regional-videos/by_location/?village_id=${ids.undavalli}`, subscriber.headers);
    const signed = RegionalVideosResponse.parse(res.json()).data.find((v) => v.video_type === 'paid');
    expect(signed?.can_play).toBe(true);
    expect(signed?.hls_url).toMatch(/^\/media\/s\//);
    expect(res.headers['cache-control']).toBe('private, no-cache');

    const expired = await createViewer(t.deps, { subscribedDays: -1 });
    const lapsed = RegionalVideosResponse.parse((await get(`/api/regional-videos/by_location/?village_id=${ids.undavalli}`, expired.headers)).json());
    expect(lapsed.data.find((v) => v.video_type === 'paid')).toMatchObject({ can_play: false, hls_url: null });
  });

  it('answers with an ETag and 304 on revalidation', async () => {
    const url = `/api/regional-videos/by_location/?mandal_id=${ids.mandal}`;
    const first = await get(url);
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('region parents of videos (start-up pass)', () => {
  it('derives every parent from the most specific tag, once', async () => {
    const rowOf = async (title: string) => (await t.deps.db.select().from(videos).where(eq(videos.title, title)))[0];
    expect(await rowOf('Penumaka Mislabelled')).toMatchObject({
      villageId: ids.penumaka,
      mandalId: ids.mandal,
      constituencyId: ids.constituency,
      districtId: ids.district,
      stateId: ids.state,
    });
    expect(await rowOf('Mangalagiri Constituency Debate')).toMatchObject({
      villageId: null,
      mandalId: null,
      constituencyId: ids.constituency,
      districtId: ids.district,
      stateId: ids.state,
    });
    expect(await fillVideoRegionParents(t.deps.db)).toBe(0);
  });
});

describe('GET /api/frontend/videos/?village_id', () => {
  it('lists the village videos with name and duration', async () => {
    const res = await get(`/api/frontend/videos/?village_id=${ids.undavalli}`);
    expect(res.statusCode).toBe(200);
    const { data } = FrontendVideosResponse.parse(res.json());
    expect(titles(data)).toEqual(['Amaravati Capital Update', 'Undavalli Caves Story']);
    for (const video of data) {
      expect(video.name).toBe(video.title);
      expect(video.duration).toBeGreaterThan(0);
    }
    expect(data.find((v) => v.video_type === 'paid')).toMatchObject({ can_play: false, hls_url: null });
  });

  it('a village with no videos, or an unknown one, has an empty list', async () => {
    for (const id of [ids.penumaka + 1000]) {
      const res = await get(`/api/frontend/videos/?village_id=${id}`);
      expect(FrontendVideosResponse.parse(res.json()).data).toEqual([]);
    }
  });

  it.each(['', '?village_id=', '?village_id=x', '?village_id=-4', '?village_id=99999999999', '?mandal_id=1'])('%s → 400', async (query) => {
    const res = await get(`/api/frontend/videos/${query}`);
    expect(res.statusCode).toBe(400);
    ErrorResponse.parse(res.json());
  });
});
