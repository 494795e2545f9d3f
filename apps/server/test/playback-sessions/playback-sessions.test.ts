// Issue 18.1: streams at once per plan. Basic plays on 1 device, Standard and Premium on 2; a start
// from the same device replaces its earlier stream; "Stop playback there and watch here" takes a
// stream over; a stopped or taken-over stream gets 410 at its heartbeat and no new media token; an
// abandoned stream stops counting 90 s after its last heartbeat (the clock moved through the row).
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  MESSAGES,
  PLAYBACK_HEARTBEAT_SECONDS,
  PLAYBACK_MESSAGES,
  PLAYBACK_SESSION_MESSAGES,
  PlaybackEndedResponse,
  StartPlaybackResponse,
  StreamLimitResponse,
  streamLimitMessage,
} from '@ott/contract';
import type { TestApp } from '../helper.ts';
import { createSeededApp, createViewer } from '../catalogue/fixtures.ts';
import { playbackSessions, sessions } from '../../src/lib/db/schema.ts';
import { randomToken, sha256 } from '../../src/lib/http/tokens.ts';
import { CHROME_ON_ANDROID, FIREFOX_ON_WINDOWS, device, idsOf, rent, streamDir, subscriberOn } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(() => t.close());

const [paid = 0, otherPaid = 0] = idsOf('paid');
const [rental = 0] = idsOf('rental');
const [free = 0] = idsOf('free');

async function started(res: Awaited<ReturnType<ReturnType<typeof device>['start']>>): Promise<string> {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const { session } = StartPlaybackResponse.parse(res.json());
  expect(session.heartbeat_seconds).toBe(PLAYBACK_HEARTBEAT_SECONDS);
  return session.id;
}

function ended(res: { statusCode: number; body: string; json(): unknown }, reason: string) {
  expect(res.statusCode, res.body).toBe(410);
  const body = PlaybackEndedResponse.parse(res.json());
  expect(body.reason).toBe(reason);
  return body.message;
}

/** Moves a session's last heartbeat `seconds` into the past (no sleeping). */
const ageBy = (id: string, seconds: number) =>
  t.deps.db
    .update(playbackSessions)
    .set({ lastSeenAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(playbackSessions.id, id));

const row = async (id: string) => (await t.deps.db.select().from(playbackSessions).where(eq(playbackSessions.id, id)))[0];

describe('streams at once per plan', () => {
  it('lets Basic play on one device and lists it to the second, with its label, title and times', async () => {
    const viewer = await subscriberOn(t, 1);
    const phone = device(t, viewer, 'web-phone-0001', CHROME_ON_ANDROID);
    const laptop = device(t, viewer, 'web-laptop-0001', FIREFOX_ON_WINDOWS);
    const first = await started(await phone.start(paid));
    const refused = await laptop.start(otherPaid);
    expect(refused.statusCode, refused.body).toBe(409);
    const body = StreamLimitResponse.parse(refused.json());
    expect(body.message).toBe(streamLimitMessage(1));
    expect(body.message).toBe('You are already watching on another device. Your plan allows 1 device at a time.');
    expect(body.limit).toBe(1);
    expect(body.streams).toHaveLength(1);
    expect(body.streams[0]).toMatchObject({ id: first, device_label: 'Chrome on Android', video_id: paid });
    expect(body.streams[0]?.title).toBeTruthy();
    expect(Date.parse(body.streams[0]?.started_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // Refused means nothing was written for the laptop.
    const open = await t.deps.db.select().from(playbackSessions).where(and(eq(playbackSessions.userId, viewer.user.id), isNull(playbackSessions.endedAt)));
    expect(open.map((r) => r.id)).toEqual([first]);
  });

  it('lets Standard and Premium play on two devices, not three', async () => {
    for (const plan of [2, 3] as const) {
      const viewer = await subscriberOn(t, plan);
      const [a, b, c] = ['web-a-00000001', 'web-b-00000001', 'web-c-00000001'].map((id) => device(t, viewer, id));
      await started(await a!.start(paid));
      await started(await b!.start(otherPaid));
      const third = await c!.start(paid);
      expect(third.statusCode, third.body).toBe(409);
      const body = StreamLimitResponse.parse(third.json());
      expect(body).toMatchObject({ limit: 2, message: 'You are already watching on 2 devices. Your plan allows 2 devices at a time.' });
      expect(body.streams.map((s) => s.video_id).sort()).toEqual([paid, otherPaid].sort());
    }
  });

  it('gives a renter without a plan one stream, across rentals', async () => {
    const viewer = await createViewer(t.deps);
    await rent(t, viewer.user.id, rental);
    await started(await device(t, viewer, 'web-rent-00001').start(rental));
    const second = await device(t, viewer, 'web-rent-00002').start(rental);
    expect(second.statusCode).toBe(409);
    expect(StreamLimitResponse.parse(second.json()).limit).toBe(1);
  });

  it('replaces the earlier stream of the same device: a reload never counts twice', async () => {
    const viewer = await subscriberOn(t, 1);
    const phone = device(t, viewer, 'web-reload-0001');
    const first = await started(await phone.start(paid));
    const second = await started(await phone.start(paid));
    expect(second).not.toBe(first);
    expect(ended(await phone.heartbeat(first), 'same_device')).toBe(PLAYBACK_SESSION_MESSAGES.sameDevice);
    expect((await phone.heartbeat(second)).statusCode).toBe(200);
  });

  it('takes a stream over: that device is stopped (410 at its heartbeat) and this one plays', async () => {
    const viewer = await subscriberOn(t, 1);
    const phone = device(t, viewer, 'web-take-00001');
    const laptop = device(t, viewer, 'web-take-00002', FIREFOX_ON_WINDOWS);
    const there = await started(await phone.start(paid));
    expect((await laptop.start(paid)).statusCode).toBe(409);
    const here = await started(await laptop.start(paid, there));
    expect(ended(await phone.heartbeat(there), 'taken_over')).toBe('Playback stopped: this account started watching on another device.');
    expect((await laptop.heartbeat(here)).statusCode).toBe(200);
    expect(await row(there)).toMatchObject({ endReason: 'taken_over' });
    // The stopped device cannot take it back by heartbeating; it must start again (and may take over in turn).
    expect((await phone.start(paid)).statusCode).toBe(409);
  });

  it('stops on close, idempotently; a heartbeat after stop is 410 and the slot is free', async () => {
    const viewer = await subscriberOn(t, 1);
    const phone = device(t, viewer, 'web-stop-00001');
    const id = await started(await phone.start(paid));
    for (let i = 0; i < 2; i += 1) {
      const res = await phone.stop(id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 'success' });
    }
    ended(await phone.heartbeat(id), 'stopped');
    await started(await device(t, viewer, 'web-stop-00002').start(paid));
  });

  it('expires an abandoned stream 90 s after its last heartbeat, not before', async () => {
    const viewer = await subscriberOn(t, 1);
    const gone = device(t, viewer, 'web-gone-00001');
    const here = device(t, viewer, 'web-here-00001');
    const abandoned = await started(await gone.start(paid));
    await ageBy(abandoned, 85);
    expect((await here.start(paid)).statusCode).toBe(409);
    await ageBy(abandoned, 91);
    const id = await started(await here.start(paid));
    expect(await row(abandoned)).toMatchObject({ endReason: 'expired' });
    // Back online: the room is taken, so it stays stopped.
    expect(ended(await gone.heartbeat(abandoned), 'expired')).toBe(PLAYBACK_SESSION_MESSAGES.expired);
    expect((await here.heartbeat(id)).statusCode).toBe(200);
  });

  it('lets a stream whose heartbeats paused come back while its plan has room', async () => {
    const viewer = await subscriberOn(t, 1);
    const phone = device(t, viewer, 'web-sleep-0001');
    const id = await started(await phone.start(paid));
    await ageBy(id, 120);
    const res = await phone.heartbeat(id);
    expect(res.statusCode, res.body).toBe(200);
    const back = await row(id);
    expect(back?.endedAt).toBeNull();
    expect(Date.now() - (back?.lastSeenAt.getTime() ?? 0)).toBeLessThan(10_000);
  });

  it('stops counting a stream whose sign-in session was revoked (signed out there)', async () => {
    const viewer = await subscriberOn(t, 1);
    await started(await device(t, viewer, 'web-revoke-001').start(paid));
    // The same account signed in on a second device (a session of its own), then signed out of the first.
    const token = randomToken();
    await t.deps.db.insert(sessions).values({ userId: viewer.user.id, tokenHash: sha256(token), csrfToken: randomToken(16), expiresAt: new Date(Date.now() + 86_400_000) });
    const secondSignIn = { ...viewer, headers: { authorization: `Bearer ${token}` } };
    const laptop = device(t, secondSignIn, 'web-revoke-002');
    expect((await laptop.start(paid)).statusCode).toBe(409);
    await t.deps.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, sha256(viewer.token)));
    await started(await laptop.start(paid));
  });
});

describe('the media-token renewal of a paid title', () => {
  it('needs a live playback session of this viewer for a title in the directory', async () => {
    const viewer = await subscriberOn(t, 2);
    const phone = device(t, viewer, 'web-renew-0001');
    const dir = await streamDir(t, paid);
    const id = await started(await phone.start(paid));
    expect((await phone.renew(dir, id)).statusCode).toBe(200);
    for (const res of [await phone.renew(dir), await phone.renew(await streamDir(t, otherPaid), id)]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ message: PLAYBACK_SESSION_MESSAGES.renewalRefused });
    }
    await phone.stop(id);
    const refused = await phone.renew(dir, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Playback stopped: this stream is no longer active on this device.' });
  });

  it('is refused to a taken-over stream and to an expired one', async () => {
    const viewer = await subscriberOn(t, 1);
    const dir = await streamDir(t, paid);
    const phone = device(t, viewer, 'web-renew-0002');
    const laptop = device(t, viewer, 'web-renew-0003');
    const there = await started(await phone.start(paid));
    const here = await started(await laptop.start(paid, there));
    expect((await phone.renew(dir, there)).statusCode).toBe(403);
    expect((await laptop.renew(dir, here)).statusCode).toBe(200);
    await ageBy(here, 91);
    expect((await laptop.renew(dir, here)).statusCode).toBe(403);
  });

  it("refuses another viewer's live session, and still says 'Subscribe' to a viewer not entitled", async () => {
    const owner = await subscriberOn(t, 2);
    const id = await started(await device(t, owner, 'web-owner-0001').start(paid));
    const dir = await streamDir(t, paid);
    const intruder = await subscriberOn(t, 2);
    const borrowed = await device(t, intruder, 'web-intr-00001').renew(dir, id);
    expect(borrowed.statusCode).toBe(403);
    expect(borrowed.json()).toMatchObject({ message: PLAYBACK_SESSION_MESSAGES.renewalRefused });
    const stranger = await createViewer(t.deps);
    const denied = await device(t, stranger, 'web-strg-00001').renew(dir, id);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ message: PLAYBACK_MESSAGES.notEntitled });
  });
});

describe('refusals', () => {
  it("answers another viewer's session id like a missing one, and never touches it", async () => {
    const owner = await subscriberOn(t, 1);
    const id = await started(await device(t, owner, 'web-own-000001').start(paid));
    const before = await row(id);
    const other = device(t, await subscriberOn(t, 1), 'web-oth-000001');
    for (const res of [await other.heartbeat(id), await other.stop(id), await other.start(paid, id)]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ message: PLAYBACK_SESSION_MESSAGES.notFound });
    }
    expect(await row(id)).toEqual(before);
    for (const res of [await other.heartbeat(crypto.randomUUID()), await other.stop(crypto.randomUUID())]) {
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses malformed input with 400 and writes nothing', async () => {
    const viewer = await subscriberOn(t, 2);
    const phone = device(t, viewer, 'web-bad-000001');
    for (const bad of ['abc', '123', `${crypto.randomUUID()}x`, '%00', 'null']) {
      expect((await phone.heartbeat(bad)).statusCode, bad).toBe(400);
      expect((await phone.stop(bad)).statusCode, bad).toBe(400);
    }
    const post = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/playback/sessions/', headers: viewer.headers, payload: payload as object });
    for (const payload of [
      {},
      { video_id: paid },
      { video_id: 'x', device_id: 'web-bad-000001' },
      { video_id: -1, device_id: 'web-bad-000001' },
      { video_id: 1e12, device_id: 'web-bad-000001' },
      { video_id: paid, device_id: 'short' },
      { video_id: paid, device_id: 'x'.repeat(101) },
      { video_id: paid, device_id: 'web bad device' },
      { video_id: paid, device_id: 'web-bad-000001', replace: 'nope' },
      { video_id: paid, device_id: 'web-bad-000001', user_id: 1 },
      [],
    ]) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const rows = await t.deps.db.select().from(playbackSessions).where(eq(playbackSessions.userId, viewer.user.id));
    expect(rows).toEqual([]);
  });

  it('needs a session, an entitlement and a paid or rental title that exists', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: '/api/playback/sessions/', payload: { video_id: paid, device_id: 'web-visitor-01' } });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ message: MESSAGES.loginRequired });
    const unsubscribed = device(t, await createViewer(t.deps), 'web-nosub-0001');
    const notEntitled = await unsubscribed.start(paid);
    expect(notEntitled.statusCode).toBe(403);
    expect(notEntitled.json()).toMatchObject({ message: PLAYBACK_MESSAGES.notEntitled });
    // A rental title without a rental.
    expect((await unsubscribed.start(rental)).statusCode).toBe(403);
    const subscriber = device(t, await subscriberOn(t, 1), 'web-free-00001');
    const freeTitle = await subscriber.start(free);
    expect(freeTitle.statusCode).toBe(400);
    expect(freeTitle.json()).toMatchObject({ message: PLAYBACK_SESSION_MESSAGES.freeTitle });
    expect((await subscriber.start(2_000_000_000)).statusCode).toBe(404);
  });
});
