// GET /api/address/suggestions/ (the built-in AddressSuggester over our region and pincode data):
// name and pincode queries, narrowing by region ids, the single-village answer the registration
// screen auto-selects, the street-part completion, bad input and the per-IP limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AddressSuggestResponse, ErrorResponse } from '@ott/contract';
import type { TestApp } from '../helper.ts';
import { createSeededApp } from '../catalogue/fixtures.ts';
import { constituencies, districts, mandals, states, villages } from '../../src/lib/db/schema.ts';
import { ADDRESS_SUGGESTIONS_PER_MINUTE } from '../../src/features/address/suggestions.route.ts';

let t: TestApp;
const ids = { state: 0, district: 0, constituency: 0, mandal: 0, village: 0, telangana: 0 };
beforeAll(async () => {
  t = await createSeededApp();
  const first = async (table: typeof states | typeof districts | typeof constituencies | typeof mandals | typeof villages, name: string) =>
    (await t.deps.db.select({ id: table.id }).from(table as typeof states).where(eq(table.name, name)))[0]?.id ?? 0;
  ids.state = await first(states, 'Andhra Pradesh');
  ids.telangana = await first(states, 'Telangana');
  ids.district = await first(districts, 'Visakhapatnam');
  ids.constituency = await first(constituencies, 'Bheemili');
  ids.mandal = await first(mandals, 'Bheemunipatnam');
  ids.village = await first(villages, 'Tagarapuvalasa');
});
afterAll(() => t.close());

let ipCounter = 0;
const get = (query: string, ip = `10.9.0.${(ipCounter++ % 250) + 1}`) =>
  t.app.inject({ method: 'GET', url: `/api/address/suggestions/${query}`, remoteAddress: ip });
const suggest = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode).toBe(200);
  return AddressSuggestResponse.parse(res.json()).data;
};

describe('suggestions', () => {
  it('a village id and no text is exactly that village, fully described', async () => {
    const data = await suggest(`?query=&village_id=${ids.village}`);
    expect(data).toEqual([
      {
        place_id: `village:${ids.village}`,
        description: 'Tagarapuvalasa, Bheemunipatnam, Bheemili, Visakhapatnam, Andhra Pradesh - 531162',
        address: 'Tagarapuvalasa, Bheemunipatnam Mandal, Visakhapatnam District, Andhra Pradesh - 531162',
        pincode: '531162',
        state_id: ids.state,
        district_id: ids.district,
        constituency_id: ids.constituency,
        mandal: 'Bheemunipatnam',
        village: 'Tagarapuvalasa',
      },
    ]);
    // The other ids the screen also sends do not change it.
    const withAll = await suggest(
      `?village_id=${ids.village}&mandal_id=${ids.mandal}&constituency_id=${ids.constituency}&district_id=${ids.district}&state_id=${ids.state}`,
    );
    expect(withAll).toEqual(data);
  });

  it('finds villages and mandals by name, case-insensitively, villages named so first', async () => {
    const byVillage = await suggest('?query=tagarapu');
    expect(byVillage.map((s) => s.village)).toEqual(['Tagarapuvalasa']);
    const byMandal = await suggest('?query=BHEEMUNIPATNAM');
    expect(byMandal.map((s) => s.village)).toEqual(['Nerellavalasa', 'Tagarapuvalasa']);
    expect(byMandal.every((s) => s.mandal === 'Bheemunipatnam')).toBe(true);
    const palli = await suggest('?query=palli');
    expect(palli.length).toBeGreaterThan(2);
    expect(palli.every((s) => /palli/i.test(`${s.village} ${s.mandal}`))).toBe(true);
  });

  it('a query of digits matches pincodes by prefix', async () => {
    const exact = await suggest('?query=531163');
    expect(exact.map((s) => s.village).sort()).toEqual(['Gambheeram', 'Nerellavalasa', 'Vellanki']);
    expect(exact.every((s) => s.pincode === '531163' && s.description.endsWith(' - 531163'))).toBe(true);
    const prefix = await suggest('?query=5311');
    expect(prefix.every((s) => s.pincode?.startsWith('5311'))).toBe(true);
    expect(prefix.map((s) => s.pincode)).toEqual(expect.arrayContaining(['531162', '531163']));
    expect(await suggest('?query=999999')).toEqual([]);
  });

  it('region ids narrow the search', async () => {
    expect((await suggest(`?query=5&state_id=${ids.telangana}`)).every((s) => s.state_id === ids.telangana)).toBe(true);
    expect(await suggest(`?query=tagarapu&state_id=${ids.telangana}`)).toEqual([]);
    const inMandal = await suggest(`?mandal_id=${ids.mandal}`);
    expect(inMandal.map((s) => s.village)).toEqual(['Nerellavalasa', 'Tagarapuvalasa']);
  });

  it('text that names no place completes the chosen village as the street part', async () => {
    const [one, ...rest] = await suggest(`?query=${encodeURIComponent('12-3, Beach Road')}&village_id=${ids.village}`);
    expect(rest).toEqual([]);
    expect(one?.address).toBe('12-3, Beach Road, Tagarapuvalasa, Bheemunipatnam Mandal, Visakhapatnam District, Andhra Pradesh - 531162');
    expect(one?.pincode).toBe('531162');
    // Without a chosen village there is nothing to complete.
    expect(await suggest(`?query=${encodeURIComponent('12-3, Beach Road')}`)).toEqual([]);
  });

  it('no text and no region suggests nothing; unknown ids find nothing, impossible ones are a 400', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('?query=')).toEqual([]);
    expect(await suggest('?village_id=999999')).toEqual([]);
    // Past PostgreSQL's integer: refused by the contract (issue 16.4), not looked up.
    expect((await t.app.inject({ method: 'GET', url: '/api/address/suggestions/?query=tagarapu&village_id=99999999999' })).statusCode).toBe(400);
  });

  it('SQL-ish, wildcard and unicode text is plain text', async () => {
    for (const text of ["' or 1=1 --", '%', '_', 'Tagar%', 'తగరపువలస', '😀', "'; drop table villages; --"]) {
      expect(await suggest(`?query=${encodeURIComponent(text)}`)).toEqual([]);
    }
    expect(await t.deps.db.select().from(villages).limit(1)).toHaveLength(1);
  });

  it.each([
    '?village_id=abc',
    '?village_id=0',
    '?mandal_id=-3',
    '?state_id=1.5',
    '?district_id=',
    `?constituency_id=${'9'.repeat(400)}`,
    `?query=${'a'.repeat(201)}`,
  ])('%s → 400 with the error shape', async (query) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    ErrorResponse.parse(res.json());
  });

  it('is limited per IP', async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < ADDRESS_SUGGESTIONS_PER_MINUTE; i++) expect((await get(`?query=${i}`, ip)).statusCode).toBe(200);
    const limited = await get('?query=tagarapu', ip);
    expect(limited.statusCode).toBe(429);
    expect(ErrorResponse.parse(limited.json()).status).toBe('error');
    // Someone else is unaffected.
    expect((await get('?query=tagarapu', '10.77.0.2')).statusCode).toBe(200);
  });
});
