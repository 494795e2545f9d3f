// Villages with pincodes, GET /api/mandals/?constituency= and the name searches GET
// /mandals/search/ and /villages/search/ (SPEC 7 'Content'), with their bad-input answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, ErrorResponse, NamedList, RegionListResponse, VillageListResponse } from '@ott/contract';
import type { TestApp } from '../helper.ts';
import { createSeededApp } from '../catalogue/fixtures.ts';
import { constituencies, mandals, villages } from '../../src/lib/db/schema.ts';
import { matchNames } from '../../src/features/regions/match-names.ts';

let t: TestApp;
let bheemili = 0;
let bheemunipatnam = 0;
let tadepalli = 0;
beforeAll(async () => {
  t = await createSeededApp();
  const id = async (table: typeof constituencies | typeof mandals, name: string) =>
    (await t.deps.db.select({ id: table.id }).from(table).where(eq(table.name, name)))[0]?.id ?? 0;
  bheemili = await id(constituencies, 'Bheemili');
  bheemunipatnam = await id(mandals, 'Bheemunipatnam');
  tadepalli = await id(mandals, 'Tadepalli');
  // A bigger mandal for ranking: names that contain, start with and equal 'palem'.
  await t.deps.db.insert(villages).values(
    ['Kothapalem', 'Palem', 'Palempadu', 'Ramapuram', 'Chinna Palem', 'Uppalapadu', '%_Odd'].map((name, i) => ({
      mandalId: tadepalli,
      name,
      pincode: `52250${i}`,
    })),
  );
  for (let i = 0; i < 30; i++) {
    await t.deps.db.insert(villages).values({ mandalId: tadepalli, name: `Filler ${String(i).padStart(2, '0')}`, pincode: null });
  }
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const ok = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return res.json() as unknown;
};

describe('GET /api/frontend/villages/', () => {
  it('villages carry their pincode', async () => {
    const { data } = VillageListResponse.parse(await ok(`/api/frontend/villages/?mandal_id=${bheemunipatnam}`));
    expect(data).toEqual([
      expect.objectContaining({ name: 'Nerellavalasa', pincode: '531163' }),
      expect.objectContaining({ name: 'Tagarapuvalasa', pincode: '531162' }),
    ]);
  });
});

describe('GET /api/mandals/?constituency=', () => {
  it('is a plain id/name list', async () => {
    const list = NamedList.parse(await ok(`/api/mandals/?constituency=${bheemili}`));
    expect(list.map((m) => m.name)).toEqual(['Anandapuram', 'Bheemunipatnam']);
    expect(list.every((m) => Object.keys(m).sort().join() === 'id,name')).toBe(true);
  });

  it('an unknown constituency has no mandals', async () => {
    expect(await ok('/api/mandals/?constituency=999999')).toEqual([]);
    // Past PostgreSQL's integer: refused by the contract (issue 16.4), not looked up.
    expect((await t.app.inject({ method: 'GET', url: '/api/mandals/?constituency=99999999999' })).statusCode).toBe(400);
  });

  it.each(['', '?constituency=', '?constituency=abc', '?constituency=0', '?constituency=-5', '?constituency_id=1'])(
    '%s → 400',
    async (query) => {
      const res = await get(`/api/mandals/${query}`);
      expect(res.statusCode).toBe(400);
      ErrorResponse.parse(res.json());
    },
  );
});

describe('GET /mandals/search/ and /villages/search/', () => {
  it('matches case-insensitively within the parent only', async () => {
    const mandalHits = RegionListResponse.parse(await ok(`/mandals/search/?name=BHEEM&constituency_id=${bheemili}`));
    expect(mandalHits).toMatchObject({ status: 'success', data: [{ name: 'Bheemunipatnam' }] });
    const elsewhere = RegionListResponse.parse(await ok(`/mandals/search/?name=tadepalli&constituency_id=${bheemili}`));
    expect(elsewhere.data).toEqual([]);
  });

  it('puts exact and prefix matches first and carries pincodes', async () => {
    const { data } = VillageListResponse.parse(await ok(`/villages/search/?name=palem&mandal_id=${tadepalli}`));
    expect(data.map((v) => v.name)).toEqual(['Palem', 'Palempadu', 'Chinna Palem', 'Kothapalem']);
    expect(data[0]?.pincode).toBe('522501');
  });

  it('finds names typed another way (spacing, Telugu script)', async () => {
    const spaced = VillageListResponse.parse(await ok(`/villages/search/?name=tagarapu%20valasa&mandal_id=${bheemunipatnam}`));
    expect(spaced.data.map((v) => v.name)).toEqual(['Tagarapuvalasa']);
    const telugu = VillageListResponse.parse(await ok(`/villages/search/?name=${encodeURIComponent('తగరపువలస')}&mandal_id=${bheemunipatnam}`));
    expect(telugu.data.map((v) => v.name)).toEqual(['Tagarapuvalasa']);
  });

  it('an empty name lists the first 20; results never exceed 20', async () => {
    const all = VillageListResponse.parse(await ok(`/villages/search/?name=&mandal_id=${tadepalli}`));
    expect(all.data).toHaveLength(20);
    const noName = VillageListResponse.parse(await ok(`/villages/search/?mandal_id=${tadepalli}`));
    expect(noName.data).toEqual(all.data);
    const filler = VillageListResponse.parse(await ok(`/villages/search/?name=filler&mandal_id=${tadepalli}`));
    expect(filler.data).toHaveLength(20);
  });

  it('treats SQL-ish and wildcard text literally', async () => {
    for (const name of ["' or 1=1 --", '%', '_', 'Pal%m', 'P_lem', "Undavalli'; drop table villages; --"]) {
      const res = RegionListResponse.parse(await ok(`/villages/search/?name=${encodeURIComponent(name)}&mandal_id=${tadepalli}`));
      expect(res.data).toEqual(name === '%' || name === '_' ? [expect.objectContaining({ name: '%_Odd' })] : []);
    }
    expect(await t.deps.db.select().from(villages).limit(1)).toHaveLength(1);
  });

  it('unknown parents have no matches', async () => {
    expect(await ok('/villages/search/?name=a&mandal_id=999999')).toEqual({ status: 'success', data: [] });
    expect(await ok('/mandals/search/?name=a&constituency_id=999999')).toEqual({ status: 'success', data: [] });
    // Past PostgreSQL's integer: refused by the contract (issue 16.4), not looked up.
    expect((await t.app.inject({ method: 'GET', url: '/mandals/search/?name=a&constituency_id=99999999999' })).statusCode).toBe(400);
  });

  it.each([
    '/mandals/search/?name=a',
    '/mandals/search/?name=a&constituency_id=',
    '/mandals/search/?name=a&constituency_id=x',
    '/mandals/search/?name=a&constituency_id=-1',
    '/villages/search/?name=a',
    '/villages/search/?name=a&mandal_id=0',
    '/villages/search/?name=a&mandal_id=1e999',
    `/villages/search/?name=${'a'.repeat(101)}&mandal_id=1`,
  ])('%s → 400', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    ErrorResponse.parse(res.json());
  });
});

describe('matchNames', () => {
  const items = ['Alpha', 'Beta Alpha', 'Alphabet', 'Gamma'].map((name) => ({ name }));
  it('ranks exact, prefix, word-prefix, contains', () => {
    expect(matchNames(items, 'alpha').map((i) => i.name)).toEqual(['Alpha', 'Alphabet', 'Beta Alpha']);
    expect(matchNames(items, 'pha').map((i) => i.name)).toEqual(['Alpha', 'Beta Alpha', 'Alphabet']);
    expect(matchNames(items, '  ')).toEqual(items);
    expect(matchNames(items, 'zzz')).toEqual([]);
    expect(matchNames(items, '', 2)).toHaveLength(2);
  });
});

describe('OpenAPI', () => {
  it('documents the regional, search and address calls with their tags', async () => {
    const doc = (await get('/api/docs/json')).json() as { paths: Record<string, { get?: { tags?: string[] } }> };
    const tagsOf = (path: string) => doc.paths[path]?.get?.tags ?? [];
    for (const path of [API.frontendVillages, API.mandalsByConstituency, API.mandalsSearch, API.villagesSearch, API.frontendVideos, API.regionalVideosByLocation]) {
      expect(tagsOf(path)).toContain('regions');
    }
    expect(tagsOf(API.addressSuggestions)).toEqual(['address']);
    expect(tagsOf(API.videos)).toEqual(['content']);
  });
});
