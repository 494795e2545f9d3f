// Skip markers (issue 18.5): set in the console with the contract's checks, given to viewers in the
// video answer. Continue watching in a series (issue 18.4): the Play button's episode and position.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MESSAGES, MarkersResponse, SERIES_MESSAGES, SKIP_MARKER_MESSAGES, SeriesWatchStateResponse, Video } from '@ott/contract';
import { auditLog, seasons, series, titleMarkers, videos } from '../../src/lib/db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { signInWithRoles, type SignedIn } from '../admin/operators.ts';

let t: TestApp;
let editor: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  editor = await signInWithRoles(t, ['editor']);
});
afterAll(() => t.close());

async function title(name: string, extra: Partial<typeof videos.$inferInsert> = {}) {
  const [row] = await t.deps.db.insert(videos).values({ title: name, status: 'ready', duration: 16, hlsPath: 'demo/x/master.m3u8', ...extra }).returning();
  return row!.id;
}

describe('PUT /api/admin/titles/{id}/markers/', () => {
  it('saves valid markers, which the video answer then lists, and writes one audit row', async () => {
    const id = await title('Marked Title');
    const markers = [
      { kind: 'credits', start: 12, end: 16 },
      { kind: 'intro', start: 1, end: 5 },
      // Another kind may overlap the intro (a recap under the titles).
      { kind: 'recap', start: 0, end: 2.04 },
    ];
    const res = await editor.client.request('PUT', API.adminTitleMarkers(id), { markers }, { bearer: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(MarkersResponse.parse(res.json()).markers).toEqual([
      { kind: 'recap', start: 0, end: 2 },
      { kind: 'intro', start: 1, end: 5 },
      { kind: 'credits', start: 12, end: 16 },
    ]);
    const video = Video.parse((await t.app.inject({ url: API.video(id) })).json());
    expect(video.markers).toEqual([
      { kind: 'recap', start: 0, end: 2 },
      { kind: 'intro', start: 1, end: 5 },
      { kind: 'credits', start: 12, end: 16 },
    ]);
    expect(video.episode).toBeNull();
    // The same list again changes nothing and writes no second audit row.
    await editor.client.request('PUT', API.adminTitleMarkers(id), { markers }, { bearer: true });
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.targetId, String(id)));
    expect(audits.filter((a) => a.action === 'title.markers_update')).toHaveLength(1);
  });

  it('refuses bad markers in the contract’s words and keeps the saved ones', async () => {
    const id = await title('Refused Markers');
    const noFilm = await title('No Film Yet', { duration: 0 });
    await t.deps.db.insert(titleMarkers).values({ videoId: id, kind: 'intro', startMs: 1000, endMs: 5000 });
    const cases: [number, unknown, string][] = [
      [id, { markers: [{ kind: 'intro', start: 5, end: 5 }] }, SKIP_MARKER_MESSAGES.startBeforeEnd],
      [id, { markers: [{ kind: 'credits', start: 12, end: 17 }] }, SKIP_MARKER_MESSAGES.beyondDuration],
      [id, { markers: [{ kind: 'song', start: 2, end: 6 }, { kind: 'song', start: 5, end: 8 }] }, SKIP_MARKER_MESSAGES.overlap],
      [id, { markers: [{ kind: 'opening', start: 1, end: 2 }] }, SKIP_MARKER_MESSAGES.kind],
      [id, { markers: [{ kind: 'intro', start: -1, end: 2 }] }, SKIP_MARKER_MESSAGES.seconds],
      [noFilm, { markers: [{ kind: 'intro', start: 1, end: 2 }] }, SKIP_MARKER_MESSAGES.noDuration],
    ];
    for (const [videoId, body, message] of cases) {
      const res = await editor.client.request('PUT', API.adminTitleMarkers(videoId), body, { bearer: true });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const kept = await t.deps.db.select().from(titleMarkers).where(eq(titleMarkers.videoId, id));
    expect(kept.map((m) => [m.kind, m.startMs, m.endMs])).toEqual([['intro', 1000, 5000]]);
    const missing = await editor.client.request('PUT', API.adminTitleMarkers(999_999), { markers: [] }, { bearer: true });
    expect(missing.statusCode).toBe(404);
  });

  it('is for editors only: a viewer is refused before anything is read', async () => {
    const id = await title('Guarded Markers');
    const viewer = await signIn(t);
    const res = await viewer.client.request('PUT', API.adminTitleMarkers(id), { markers: [] }, { bearer: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
  });
});

describe('GET /api/series/{id}/watch-state/', () => {
  let seriesId: number;
  let episodes: number[];
  beforeAll(async () => {
    const [made] = await t.deps.db.insert(series).values({ title: 'Resume Series', status: 'published' }).returning();
    seriesId = made!.id;
    await t.deps.db.insert(seasons).values({ seriesId, number: 1 });
    episodes = [];
    for (const n of [1, 2, 3]) episodes.push(await title(`Resume Ep ${n}`, { seriesId, seasonNumber: 1, episodeNumber: n }));
  });

  const state = async (client: TestClient) => {
    const res = await client.get(API.seriesWatchState(seriesId));
    expect(res.statusCode, res.body).toBe(200);
    return SeriesWatchStateResponse.parse(res.json());
  };
  const save = async (client: TestClient, videoId: number, position: number) => {
    const res = await client.post(API.watchProgress, { video_id: videoId, position, duration: 16 });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('opens the first episode, then the one the viewer is in at its position, then the next once it is finished', async () => {
    const { client } = await signIn(t);
    expect((await state(client)).resume).toEqual({ video_id: episodes[0], position: 0, kind: 'start' });
    await save(client, episodes[1]!, 8);
    expect((await state(client)).resume).toEqual({ video_id: episodes[1], position: 8, kind: 'resume' });
    await save(client, episodes[1]!, 16);
    const after = await state(client);
    expect(after.resume).toEqual({ video_id: episodes[2], position: 0, kind: 'next' });
    expect(after.progress.map((p) => [p.video_id, p.completed])).toEqual([[episodes[1], true]]);
    // Another viewer's progress is theirs alone.
    const other = await signIn(t);
    expect((await state(other.client)).resume?.kind).toBe('start');
  });

  it('needs a session, and answers 404 for a series viewers cannot see', async () => {
    expect((await new TestClient(t.app).get(API.seriesWatchState(seriesId))).statusCode).toBe(401);
    const [draft] = await t.deps.db.insert(series).values({ title: 'Draft Series' }).returning();
    const { client } = await signIn(t);
    const res = await client.get(API.seriesWatchState(draft!.id));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SERIES_MESSAGES.seriesNotFound);
  });
});
