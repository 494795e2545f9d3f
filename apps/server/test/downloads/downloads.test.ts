// Issue 18.3: offline download licences. Only a plan with downloads may make them, only for titles
// the viewer may play, up to the plan's limit (also under concurrent requests); the first play
// starts the 48-hour clock once; the list tells the app which copies are dead; each viewer sees and
// changes only their own licences; bad input gets the contract's words and changes nothing.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  DOWNLOAD_AFTER_FIRST_PLAY_HOURS,
  DOWNLOAD_KEEP_DAYS,
  DOWNLOAD_MESSAGES,
  DownloadListResponse,
  DownloadResponse,
  downloadLimitMessage,
} from '@ott/contract';
import { downloads, plans, users, videos } from '../../src/lib/db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

let t: TestApp;
let premiumPlan: number;
let standardPlan: number;
let smallPlan: number;
let titles: number[];
let draftId: number;
let rentalId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const inserted = await db
    .insert(plans)
    .values([
      { name: 'Standard', pricePaise: 29_900, durationDays: 30, maxVideoHeight: 1080, downloadLimit: 0 },
      { name: 'Premium', pricePaise: 49_900, durationDays: 30, maxVideoHeight: 2160, downloadLimit: 25 },
      { name: 'Tiny', pricePaise: 9_900, durationDays: 30, maxVideoHeight: 720, downloadLimit: 2 },
    ])
    .returning({ id: plans.id });
  [standardPlan, premiumPlan, smallPlan] = inserted.map((row) => row.id) as [number, number, number];
  const rows = await db
    .insert(videos)
    .values(Array.from({ length: 6 }, (_, i) => ({ title: `Paid ${i}`, videoType: 'paid', hlsPath: `protected/test/p${i}/master.m3u8` })))
    .returning({ id: videos.id });
  titles = rows.map((row) => row.id);
  const [draft] = await db.insert(videos).values({ title: 'Draft', videoType: 'paid', status: 'draft' }).returning();
  const [rental] = await db.insert(videos).values({ title: 'Rental', videoType: 'rental' }).returning();
  if (!draft || !rental) throw new Error('insert failed');
  draftId = draft.id;
  rentalId = rental.id;
});
afterAll(() => t.close());

async function subscriber(planId: number | null, days = 30) {
  const signedIn = await signIn(t);
  await t.deps.db
    .update(users)
    .set({
      subscriptionPlanId: planId,
      subscriptionType: 'Plan',
      subscriptionStart: new Date(),
      subscriptionEnd: days > 0 ? new Date(Date.now() + days * DAY) : new Date(Date.now() - DAY),
    })
    .where(eq(users.id, signedIn.user.id));
  return signedIn;
}

async function create(client: TestClient, body: unknown, status = 201) {
  const res = await client.post(API.downloads, body);
  expect(res.statusCode, res.body).toBe(status);
  return res;
}

async function list(client: TestClient) {
  const res = await client.get(API.downloads);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return DownloadListResponse.parse(res.json());
}

describe('POST /api/downloads/', () => {
  it('gives a Premium subscriber a 30-day licence for a title, and the same licence when asked again', async () => {
    const { client } = await subscriber(premiumPlan);
    const before = Date.now();
    const first = DownloadResponse.parse((await create(client, { video_id: titles[0], height: 720 })).json()).download;
    expect(first).toMatchObject({ video_id: titles[0], height: 720, first_played_at: null, status: 'active' });
    const expiresIn = Date.parse(first.expires_at) - Date.parse(first.created_at);
    expect(expiresIn).toBe(DOWNLOAD_KEEP_DAYS * DAY);
    expect(Date.parse(first.created_at)).toBeGreaterThanOrEqual(before - 1000);
    const again = DownloadResponse.parse((await create(client, { video_id: String(titles[0]), height: '480' }, 200)).json()).download;
    expect(again).toMatchObject({ id: first.id, height: 480, expires_at: first.expires_at });
    const listed = await list(client);
    expect(listed).toMatchObject({ limit: 25, used: 1 });
    expect(listed.downloads.map((d) => d.id)).toEqual([first.id]);
  });

  it('refuses a plan without downloads, no subscription and an ended one with the Premium message', async () => {
    for (const viewer of [await subscriber(standardPlan), await signIn(t), await subscriber(premiumPlan, -1)]) {
      const res = await create(viewer.client, { video_id: titles[0], height: 720 }, 403);
      expect(res.json().message).toBe(DOWNLOAD_MESSAGES.notInPlan);
      expect((await list(viewer.client)).limit).toBe(0);
    }
  });

  it('refuses a title the viewer may not play or that is not published, and a height above the plan', async () => {
    const { client, user } = await subscriber(premiumPlan);
    const rental = await create(client, { video_id: draftId, height: 720 }, 404);
    expect(rental.json().message).toBe(DOWNLOAD_MESSAGES.invalidVideo);
    expect((await create(client, { video_id: 999_999, height: 720 }, 404)).json().message).toBe(DOWNLOAD_MESSAGES.invalidVideo);
    const tiny = await subscriber(smallPlan);
    expect((await create(tiny.client, { video_id: titles[0], height: 1080 }, 400)).json().message).toBe(DOWNLOAD_MESSAGES.invalidHeight);
    // A rental title is played by subscribers too; withdrawn from the catalogue it may not be downloaded.
    await create(client, { video_id: rentalId, height: 720 });
    const rows = await t.deps.db.select().from(downloads).where(eq(downloads.userId, user.id));
    expect(rows.map((row) => row.videoId)).toEqual([rentalId]);
  });

  it('refuses bad input with the contract words and changes nothing', async () => {
    const { client, user } = await subscriber(premiumPlan);
    const cases: [unknown, string | null][] = [
      // Not a number at all: the validation layer's plain words (contract validation/plain-messages.ts).
      [{ video_id: 'abc', height: 720 }, 'Video id must be a number'],
      [{ video_id: -1, height: 720 }, DOWNLOAD_MESSAGES.invalidVideo],
      [{ video_id: 1e20, height: 720 }, DOWNLOAD_MESSAGES.invalidVideo],
      [{ video_id: titles[1], height: 'high' }, DOWNLOAD_MESSAGES.invalidHeight],
      [{ video_id: titles[1], height: 99_999 }, DOWNLOAD_MESSAGES.invalidHeight],
      [{ video_id: titles[1], height: 720.5 }, DOWNLOAD_MESSAGES.invalidHeight],
      [{ video_id: titles[1] }, DOWNLOAD_MESSAGES.invalidHeight],
      [{ video_id: titles[1], height: 720, user_id: 1 }, null],
      [[], null],
    ];
    for (const [body, message] of cases) {
      const res = await client.post(API.downloads, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(await t.deps.db.select().from(downloads).where(eq(downloads.userId, user.id))).toEqual([]);
  });

  it('keeps to the plan limit, also when the requests arrive together', async () => {
    const { client, user } = await subscriber(smallPlan);
    const answers = await Promise.all(titles.map((id) => client.post(API.downloads, { video_id: id, height: 480 })));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, 201, 403, 403, 403, 403]);
    for (const res of answers.filter((r) => r.statusCode === 403)) expect(res.json().message).toBe(downloadLimitMessage(2));
    const live = await t.deps.db.select().from(downloads).where(and(eq(downloads.userId, user.id), isNull(downloads.deletedAt)));
    expect(live).toHaveLength(2);
    // Deleting one makes room for another.
    const [one] = live;
    expect((await client.request('DELETE', API.download(one!.id))).statusCode).toBe(200);
    await create(client, { video_id: titles.find((id) => !live.some((row) => row.videoId === id)), height: 480 });
    expect((await list(client)).used).toBe(2);
  });

  it('counts no expired licence against the limit and replaces an expired copy of the same title', async () => {
    const { client, user } = await subscriber(smallPlan);
    await create(client, { video_id: titles[0], height: 480 });
    await create(client, { video_id: titles[1], height: 480 });
    await t.deps.db.update(downloads).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(downloads.userId, user.id), eq(downloads.videoId, titles[0]!)));
    const listed = await list(client);
    expect(listed.used).toBe(1);
    expect(listed.downloads.find((d) => d.video_id === titles[0])?.status).toBe('expired');
    const fresh = DownloadResponse.parse((await create(client, { video_id: titles[0], height: 360 })).json()).download;
    expect(fresh.status).toBe('active');
    expect((await list(client)).downloads.filter((d) => d.video_id === titles[0])).toHaveLength(1);
  });
});

describe('GET /api/downloads/ statuses', () => {
  it('says not_entitled once the plan has no downloads or the title is withdrawn', async () => {
    const { client, user } = await subscriber(premiumPlan);
    await create(client, { video_id: titles[2], height: 720 });
    await create(client, { video_id: titles[3], height: 720 });
    await t.deps.db.update(videos).set({ status: 'draft' }).where(eq(videos.id, titles[3]!));
    let listed = await list(client);
    expect(Object.fromEntries(listed.downloads.map((d) => [d.video_id, d.status]))).toEqual({ [titles[2]!]: 'active', [titles[3]!]: 'not_entitled' });
    await t.deps.db.update(videos).set({ status: 'ready' }).where(eq(videos.id, titles[3]!));
    await t.deps.db.update(users).set({ subscriptionPlanId: standardPlan }).where(eq(users.id, user.id));
    listed = await list(client);
    expect(listed.downloads.map((d) => d.status)).toEqual(['not_entitled', 'not_entitled']);
    expect(listed.limit).toBe(0);
  });
});

describe('POST /api/downloads/{id}/played/', () => {
  it('starts the 48-hour clock once; repeats change nothing', async () => {
    const { client } = await subscriber(premiumPlan);
    const licence = DownloadResponse.parse((await create(client, { video_id: titles[4], height: 720 })).json()).download;
    const res = await client.post(API.downloadPlayed(licence.id), {});
    expect(res.statusCode, res.body).toBe(200);
    const played = DownloadResponse.parse(res.json()).download;
    expect(played.first_played_at).not.toBeNull();
    expect(Date.parse(played.expires_at) - Date.parse(played.first_played_at!)).toBe(DOWNLOAD_AFTER_FIRST_PLAY_HOURS * HOUR);
    const again = DownloadResponse.parse((await client.post(API.downloadPlayed(licence.id), {})).json()).download;
    expect(again).toEqual(played);
  });

  it('takes an earlier offline play time, never one before the licence or in the future', async () => {
    const { client } = await subscriber(premiumPlan);
    const licence = DownloadResponse.parse((await create(client, { video_id: titles[5], height: 720 })).json()).download;
    const future = new Date(Date.now() + 10 * DAY).toISOString();
    const played = DownloadResponse.parse((await client.post(API.downloadPlayed(licence.id), { played_at: future })).json()).download;
    expect(Date.parse(played.first_played_at!)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(played.first_played_at!)).toBeGreaterThanOrEqual(Date.parse(licence.created_at));
    const bad = await client.post(API.downloadPlayed(licence.id), { played_at: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(DOWNLOAD_MESSAGES.invalidTime);
  });
});

describe('another viewer and the session', () => {
  it('never shows or changes another viewer’s licence', async () => {
    const owner = await subscriber(premiumPlan);
    const other = await subscriber(premiumPlan);
    const licence = DownloadResponse.parse((await create(owner.client, { video_id: titles[0], height: 720 })).json()).download;
    expect((await list(other.client)).downloads).toEqual([]);
    const played = await other.client.post(API.downloadPlayed(licence.id), {});
    expect(played.statusCode).toBe(404);
    expect(played.json().message).toBe(DOWNLOAD_MESSAGES.notFound);
    expect((await other.client.request('DELETE', API.download(licence.id))).statusCode).toBe(404);
    const [row] = await t.deps.db.select().from(downloads).where(eq(downloads.id, licence.id));
    expect(row).toMatchObject({ firstPlayedAt: null, deletedAt: null });
    // The owner deletes it; deleting again is harmless; playing it then is not found.
    expect((await owner.client.request('DELETE', API.download(licence.id))).statusCode).toBe(200);
    expect((await owner.client.request('DELETE', API.download(licence.id))).statusCode).toBe(200);
    expect((await owner.client.post(API.downloadPlayed(licence.id), {})).statusCode).toBe(404);
    for (const id of ['abc', '0', '99999999999']) {
      expect((await owner.client.request('DELETE', API.download(id))).statusCode, id).toBe(400);
    }
  });

  it('needs a session and the CSRF token', async () => {
    const anonymous = new TestClient(t.app, '10.9.9.8');
    expect((await anonymous.get(API.downloads)).statusCode).toBe(401);
    expect((await anonymous.post(API.downloads, { video_id: titles[0], height: 720 })).statusCode).toBe(401);
    const { client, user } = await subscriber(premiumPlan);
    const noCsrf = await client.request('POST', API.downloads, { video_id: titles[0], height: 720 }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(await t.deps.db.select().from(downloads).where(eq(downloads.userId, user.id))).toEqual([]);
  });
});
