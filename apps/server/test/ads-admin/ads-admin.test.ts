// Issue 17.4 (ads): an editor creates, edits, schedules, pauses and resumes ads. Bad input gets the
// contract's message and changes nothing; a new ad waits paused until its creative is ready; the
// banner image is checked and re-encoded; a paused or out-of-window ad is not served to viewers;
// every write is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ADMIN_ADS_API, ADS_ADMIN_MESSAGES as M, API, AdminAdListResponse, AdminAdResponse, BannerAdsResponse, type CreateAdBody } from '@ott/contract';
import type { TestApp, TestClient } from '../helper.ts';
import { createSeededApp } from '../catalogue/fixtures.ts';
import { auditRows, signInWithRoles } from '../admin/operators.ts';
import { postForm } from './ads-fixtures.ts';

let t: TestApp;
let editor: TestClient;
let png: Buffer;
const HOUR = 3_600_000;

const banner = (extra: Partial<CreateAdBody> = {}): CreateAdBody => ({
  title: 'Diwali offer',
  description: 'Half price for a year',
  ad_type: 'banner',
  external_url: 'https://example.com/diwali',
  call_to_action: 'Grab it',
  skip_after: 0,
  starts_at: null,
  ends_at: null,
  ...extra,
});

async function create(body: CreateAdBody) {
  const res = await editor.post(ADMIN_ADS_API.ads, body);
  expect(res.statusCode, res.body).toBe(200);
  return AdminAdResponse.parse(res.json()).ad;
}

const uploadImage = (id: number, data: Buffer, name = 'banner.png') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  return postForm(editor, ADMIN_ADS_API.bannerImage(id), form);
};
const bannerIds = async () => BannerAdsResponse.parse((await t.app.inject({ method: 'GET', url: API.bannerAds })).json()).map((a) => a.id);

beforeAll(async () => {
  t = await createSeededApp();
  editor = (await signInWithRoles(t, ['editor'])).client;
  png = await sharp({ create: { width: 2400, height: 600, channels: 3, background: '#d94' } }).png().toBuffer();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('create and edit', () => {
  it('creates an ad paused, without a creative, and audits it', async () => {
    const ad = await create(banner());
    expect(ad).toMatchObject({ title: 'Diwali offer', ad_type: 'banner', is_active: false, state: 'paused', external_url: 'https://example.com/diwali' });
    expect(ad.creative).toMatchObject({ state: 'missing', banner_url: null });
    expect(ad.totals).toEqual({ impressions: 0, clicks: 0, ctr: null });
    const audit = (await auditRows(t)).filter((r) => r.action === 'ad.create' && r.targetId === String(ad.id));
    expect(audit).toHaveLength(1);
  });

  it('refuses bad input with the contract’s words and creates nothing', async () => {
    const before = AdminAdListResponse.parse((await editor.get(ADMIN_ADS_API.ads)).json()).ads.length;
    const cases: [Partial<CreateAdBody> | Record<string, unknown>, string][] = [
      [{ title: '  ' }, M.titleRequired],
      [{ title: 'x'.repeat(121) }, M.titleTooLong],
      [{ ad_type: 'popup' }, M.typeInvalid],
      [{ external_url: 'javascript:alert(1)' }, M.urlInvalid],
      [{ external_url: 'ftp://example.com/x' }, M.urlInvalid],
      [{ external_url: '//evil.example.com' }, M.urlInvalid],
      [{ call_to_action: '' }, M.ctaRequired],
      [{ skip_after: 61 }, M.skipAfterInvalid],
      [{ skip_after: 2.5 }, M.skipAfterInvalid],
      [{ starts_at: 'tomorrow' }, M.startInvalid],
      [{ starts_at: '2026-12-10T10:00:00+05:30', ends_at: '2026-12-10T09:00:00+05:30' }, M.endBeforeStart],
    ];
    for (const [change, message] of cases) {
      const res = await editor.post(ADMIN_ADS_API.ads, { ...banner(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toBe(message);
    }
    expect(AdminAdListResponse.parse((await editor.get(ADMIN_ADS_API.ads)).json()).ads).toHaveLength(before);
  });

  it('accepts a page of this site as the link, and edits every field but the type', async () => {
    const ad = await create(banner({ external_url: '/plans' }));
    const res = await editor.request('PUT', ADMIN_ADS_API.ad(ad.id), {
      ...banner({ title: 'Sankranti offer', external_url: 'http://example.com/s', skip_after: 5 }),
      ad_type: undefined,
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = AdminAdResponse.parse(res.json());
    expect(edited.message).toBe(M.adSaved);
    expect(edited.ad).toMatchObject({ title: 'Sankranti offer', external_url: 'http://example.com/s', skip_after: 5, ad_type: 'banner' });
    const bad = await editor.request('PUT', ADMIN_ADS_API.ad(ad.id), { ...banner(), ends_at: '2020-01-01T00:00:00Z', starts_at: '2021-01-01T00:00:00Z' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.endBeforeStart);
    expect((await editor.request('PUT', ADMIN_ADS_API.ad(999999), banner())).statusCode).toBe(404);
  });
});

describe('banner image', () => {
  it('checks the file, re-encodes it as a JPEG at most 1920 wide, and refuses a video ad', async () => {
    const ad = await create(banner());
    const notPicture = await uploadImage(ad.id, Buffer.from('GIF89a not really'), 'x.gif');
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json().message).toBe(M.imageNotPicture);
    const tooLarge = await uploadImage(ad.id, Buffer.alloc(5 * 1024 ** 2 + 10, 1));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe(M.imageTooLarge);

    const res = await uploadImage(ad.id, png);
    expect(res.statusCode, res.body).toBe(200);
    const { ad: uploaded, message } = AdminAdResponse.parse(res.json());
    expect(message).toBe(M.imageUploaded);
    expect(uploaded.creative.state).toBe('ready');
    const key = uploaded.creative.banner_url!.replace(/^.*?\/(ads\/)/, '$1');
    const stored = await t.deps.storage.get(key);
    const meta = await sharp(stored!).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1920, height: 480 });

    const video = await create(banner({ ad_type: 'pre_roll', skip_after: 5 }));
    const refused = await uploadImage(video.id, png);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.imageForBannerOnly);
  });
});

describe('pause, resume and the schedule as viewers see it', () => {
  it('resumes only with a ready creative, then serves the banner; a pause hides it at once', async () => {
    const ad = await create(banner());
    const early = await editor.post(ADMIN_ADS_API.resume(ad.id));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.creativeNotReady);
    expect((await uploadImage(ad.id, png)).statusCode).toBe(200);
    expect(await bannerIds()).not.toContain(ad.id);

    const resumed = AdminAdResponse.parse((await editor.post(ADMIN_ADS_API.resume(ad.id))).json());
    expect(resumed).toMatchObject({ message: M.adResumed, ad: { state: 'running', is_active: true } });
    expect(await bannerIds()).toContain(ad.id);
    expect(AdminAdResponse.parse((await editor.post(ADMIN_ADS_API.resume(ad.id))).json()).message).toBe(M.adAlreadyRunning);

    const paused = AdminAdResponse.parse((await editor.post(ADMIN_ADS_API.pause(ad.id))).json());
    expect(paused).toMatchObject({ message: M.adPaused, ad: { state: 'paused', is_active: false } });
    expect(await bannerIds()).not.toContain(ad.id);
    expect(AdminAdResponse.parse((await editor.post(ADMIN_ADS_API.pause(ad.id))).json()).message).toBe(M.adAlreadyPaused);
    const actions = (await auditRows(t)).filter((r) => r.targetType === 'ad' && r.targetId === String(ad.id)).map((r) => r.action);
    expect(actions).toEqual(['ad.create', 'ad.banner_upload', 'ad.resume', 'ad.pause']);
  });

  it('serves a running ad only inside its window: scheduled before, ended after; an ended ad cannot resume', async () => {
    const ad = await create(banner());
    await uploadImage(ad.id, png);
    await editor.post(ADMIN_ADS_API.resume(ad.id));
    const edit = (starts: number | null, ends: number | null) =>
      editor.request('PUT', ADMIN_ADS_API.ad(ad.id), {
        ...banner(),
        starts_at: starts === null ? null : new Date(starts).toISOString(),
        ends_at: ends === null ? null : new Date(ends).toISOString(),
      });
    let res = await edit(Date.now() + HOUR, Date.now() + 2 * HOUR);
    expect(AdminAdResponse.parse(res.json()).ad.state).toBe('scheduled');
    expect(await bannerIds()).not.toContain(ad.id);

    res = await edit(Date.now() - 2 * HOUR, Date.now() - HOUR);
    expect(AdminAdResponse.parse(res.json()).ad.state).toBe('ended');
    expect(await bannerIds()).not.toContain(ad.id);
    await editor.post(ADMIN_ADS_API.pause(ad.id));
    const late = await editor.post(ADMIN_ADS_API.resume(ad.id));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.scheduleEnded);

    res = await edit(Date.now() - HOUR, Date.now() + HOUR);
    expect(AdminAdResponse.parse(res.json()).ad.state).toBe('paused');
    await editor.post(ADMIN_ADS_API.resume(ad.id));
    expect(await bannerIds()).toContain(ad.id);
    const list = AdminAdListResponse.parse((await editor.get(ADMIN_ADS_API.ads)).json()).ads;
    expect(list.find((a) => a.id === ad.id)?.state).toBe('running');
  });

  it('answers 404 for an ad that does not exist and 400 for a malformed id, never 500', async () => {
    for (const url of [ADMIN_ADS_API.ad(999999), ADMIN_ADS_API.pause(999999), ADMIN_ADS_API.stats(999999)]) {
      const res = url.endsWith('pause/') ? await editor.post(url) : await editor.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(M.adNotFound);
    }
    expect((await editor.get(ADMIN_ADS_API.ad('abc'))).statusCode).toBe(400);
  });
});
