// Region lists (SPEC 7 'Content'): shapes, parent filtering, check-params.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse, FrontendStatesResponse, RegionListResponse, StatesResponse } from '@ott/contract';
import type { TestApp } from '../helper.ts';
import { createSeededApp } from '../catalogue/fixtures.ts';
import { districts } from '../../src/lib/db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const regionList = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return RegionListResponse.parse(res.json()).data;
};

describe('states', () => {
  it('GET /api/frontend/states/ has districts_count and a message', async () => {
    const body = FrontendStatesResponse.parse((await get('/api/frontend/states/')).json());
    expect(body.data.map((s) => s.name)).toEqual(['Andhra Pradesh', 'Telangana']);
    const rows = await t.deps.db.select().from(districts);
    for (const state of body.data) {
      expect(state.districts_count).toBe(rows.filter((d) => d.stateId === state.id).length);
      expect(state.districts_count).toBeGreaterThan(0);
    }
    expect(body.message).not.toBe('');
  });

  it('GET /api/states/ is a plain id/name array', async () => {
    const body = StatesResponse.parse((await get('/api/states/')).json());
    expect(body.map((s) => Object.keys(s).sort())).toEqual([['id', 'name'], ['id', 'name']]);
  });
});

describe('drill-down', () => {
  it('walks state → district → constituency → mandal → village', async () => {
    const [ap] = StatesResponse.parse((await get('/api/states/')).json());
    const districtList = await regionList(`/api/frontend/districts/?state_id=${ap?.id}`);
    expect(districtList.map((d) => d.name)).toContain('Visakhapatnam');
    const vizag = districtList.find((d) => d.name === 'Visakhapatnam');
    const constituencyList = await regionList(`/api/frontend/constituencies/?district_id=${vizag?.id}`);
    expect(constituencyList.map((c) => c.name)).toEqual(['Bheemili', 'Pendurthi']);
    const mandalList = await regionList(`/api/frontend/mandals/?constituency_id=${constituencyList[0]?.id}`);
    expect(mandalList.map((m) => m.name)).toEqual(['Anandapuram', 'Bheemunipatnam']);
    const villageList = await regionList(`/api/frontend/villages/?mandal_id=${mandalList[1]?.id}`);
    expect(villageList.map((v) => v.name)).toEqual(['Nerellavalasa', 'Tagarapuvalasa']);
  });

  it('an unknown parent has no children', async () => {
    expect(await regionList('/api/frontend/districts/?state_id=9999')).toEqual([]);
    // Past PostgreSQL's integer: refused by the contract (issue 16.4), not looked up.
    expect((await t.app.inject({ method: 'GET', url: '/api/frontend/villages/?mandal_id=99999999999' })).statusCode).toBe(400);
  });

  it.each([
    '/api/frontend/districts/',
    '/api/frontend/districts/?state_id=abc',
    '/api/frontend/constituencies/?district_id=0',
    '/api/frontend/mandals/?constituency_id=-2',
    '/api/frontend/villages/?mandal_id=',
    '/api/frontend/villages/?village_id=1',
  ])('%s → 400', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    ErrorResponse.parse(res.json());
  });
});
