// Series in the console (issue 18.4): create, seasons, attaching titles as episodes with numbers,
// reordering, refusals that change nothing, concurrency, audit rows; and what viewers then see.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  AdminSeriesResponse,
  SERIES_MESSAGES,
  SeriesListResponse,
  SeriesResponse,
  Video,
  VideoListResponse,
} from '@ott/contract';
import { auditLog, videos } from '../../src/lib/db/schema.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { signInWithRoles, type SignedIn } from '../admin/operators.ts';

let t: TestApp;
let editor: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  editor = await signInWithRoles(t, ['editor']);
});
afterAll(() => t.close());

async function readyTitle(app: TestApp, title: string, status = 'ready') {
  const [row] = await app.deps.db
    .insert(videos)
    .values({ title, status, duration: 1600, hlsPath: `demo/${title.toLowerCase().replace(/\W+/g, '-')}/master.m3u8` })
    .returning();
  return row!.id;
}

const request = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  editor.client.request(method, url, body, { bearer: true });

async function ok(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  const res = await request(method, url, body);
  expect(res.statusCode, res.body).toBe(200);
  return AdminSeriesResponse.parse(res.json()).series;
}

async function newSeries(title: string) {
  const created = await ok('POST', API.adminSeriesList, { title, description: 'A family drama' });
  await ok('POST', API.adminSeriesSeasons(created.id), { number: 1 });
  return created.id;
}

const episodeOrder = (series: { seasons: { number: number; episodes: { video_id: number; episode_number: number }[] }[] }) =>
  series.seasons.map((s) => ({ season: s.number, episodes: s.episodes.map((e) => [e.episode_number, e.video_id]) }));

describe('series in the console', () => {
  it('creates a draft, adds a season, attaches titles in turn and reorders them, with audit rows', async () => {
    const id = await newSeries('Godavari Gang');
    const [a, b, c] = [await readyTitle(t, 'Gang Ep A'), await readyTitle(t, 'Gang Ep B'), await readyTitle(t, 'Gang Ep C')];
    for (const videoId of [a, b, c]) await ok('POST', API.adminSeriesEpisodes(id), { video_id: videoId, season_number: 1 });
    let series = await ok('GET', API.adminSeries(id));
    expect(series.status).toBe('draft');
    expect(episodeOrder(series)).toEqual([{ season: 1, episodes: [[1, a], [2, b], [3, c]] }]);

    series = await ok('PUT', API.adminSeriesSeasonOrder(id, 1), { ids: [c, a, b] });
    expect(episodeOrder(series)).toEqual([{ season: 1, episodes: [[1, c], [2, a], [3, b]] }]);

    const actions = (await t.deps.db.select().from(auditLog).where(eq(auditLog.targetId, String(id)))).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['series.create', 'series.season_add', 'series.episode_add', 'series.episode_reorder']),
    );
    expect(actions.filter((a) => a === 'series.episode_add')).toHaveLength(3);
  });

  it('refuses bad episodes and orders in the contract’s words and changes nothing', async () => {
    const id = await newSeries('Refusals');
    const other = await newSeries('Other Series');
    const x = await readyTitle(t, 'Refusal X');
    const y = await readyTitle(t, 'Refusal Y');
    await ok('POST', API.adminSeriesEpisodes(id), { video_id: x, season_number: 1, episode_number: 4 });

    const cases: [string, string, unknown, number, string][] = [
      ['POST', API.adminSeriesEpisodes(other), { video_id: x, season_number: 1 }, 409, SERIES_MESSAGES.alreadyEpisode],
      ['POST', API.adminSeriesEpisodes(id), { video_id: y, season_number: 2 }, 400, SERIES_MESSAGES.seasonNotFound],
      ['POST', API.adminSeriesEpisodes(id), { video_id: y, season_number: 1, episode_number: 4 }, 409, SERIES_MESSAGES.episodeNumberTaken],
      ['POST', API.adminSeriesEpisodes(id), { video_id: 999_999, season_number: 1 }, 400, SERIES_MESSAGES.titleNotFound],
      ['POST', API.adminSeriesEpisodes(id), { video_id: y, season_number: 0 }, 400, SERIES_MESSAGES.seasonNumber],
      ['PUT', API.adminSeriesSeasonOrder(id, 1), { ids: [x, y] }, 400, SERIES_MESSAGES.reorderMismatch],
      ['DELETE', API.adminSeriesSeason(id, 1), undefined, 409, SERIES_MESSAGES.seasonNotEmpty],
      ['POST', API.adminSeriesSeasons(id), { number: 1 }, 409, SERIES_MESSAGES.seasonExists],
      ['DELETE', API.adminSeriesEpisode(other, x), undefined, 404, SERIES_MESSAGES.notAnEpisode],
    ];
    for (const [method, url, body, status, message] of cases) {
      const res = await request(method as 'POST', url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const series = await ok('GET', API.adminSeries(id));
    expect(episodeOrder(series)).toEqual([{ season: 1, episodes: [[4, x]] }]);
    const [yRow] = await t.deps.db.select().from(videos).where(eq(videos.id, y));
    expect(yRow?.seriesId).toBeNull();
  });

  it('publishes only a series with a published episode', async () => {
    const id = await newSeries('Draft Episodes Only');
    const draft = await readyTitle(t, 'Draft Episode', 'draft');
    await ok('POST', API.adminSeriesEpisodes(id), { video_id: draft, season_number: 1 });
    const refused = await request('PATCH', API.adminSeries(id), { status: 'published' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(SERIES_MESSAGES.publishNeedsEpisode);
    expect((await ok('GET', API.adminSeries(id))).status).toBe('draft');
  });

  it('puts one title into one series when two operators attach it at once', async () => {
    const first = await newSeries('Race One');
    const second = await newSeries('Race Two');
    const title = await readyTitle(t, 'Contested Episode');
    const results = await Promise.all([
      request('POST', API.adminSeriesEpisodes(first), { video_id: title, season_number: 1 }),
      request('POST', API.adminSeriesEpisodes(second), { video_id: title, season_number: 1 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // And two titles racing for the same number in one season: one wins, the other is refused.
    const [p, q] = [await readyTitle(t, 'Race P'), await readyTitle(t, 'Race Q')];
    const numbered = await Promise.all(
      [p, q].map((videoId) => request('POST', API.adminSeriesEpisodes(first), { video_id: videoId, season_number: 1, episode_number: 7 })),
    );
    expect(numbered.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('what viewers see of a series', () => {
  it('lists only published series and published episodes in order, keeps episodes out of film lists, and links each episode to the next', async () => {
    const id = await newSeries('Konaseema Kathalu');
    await ok('POST', API.adminSeriesSeasons(id), { number: 2, title: 'Monsoon' });
    const s1e1 = await readyTitle(t, 'Kathalu One');
    const s1e2 = await readyTitle(t, 'Kathalu Two');
    const hidden = await readyTitle(t, 'Kathalu Draft', 'draft');
    const s2e1 = await readyTitle(t, 'Kathalu Monsoon');
    await ok('POST', API.adminSeriesEpisodes(id), { video_id: s1e2, season_number: 1, episode_number: 2 });
    await ok('POST', API.adminSeriesEpisodes(id), { video_id: s1e1, season_number: 1, episode_number: 1 });
    await ok('POST', API.adminSeriesEpisodes(id), { video_id: hidden, season_number: 1, episode_number: 3 });
    await ok('POST', API.adminSeriesEpisodes(id), { video_id: s2e1, season_number: 2 });

    expect((await t.app.inject({ url: API.series(id) })).statusCode).toBe(404);
    await ok('PATCH', API.adminSeries(id), { status: 'published' });

    const page = await t.app.inject({ url: API.series(id) });
    expect(page.statusCode, page.body).toBe(200);
    const series = SeriesResponse.parse(page.json()).series;
    expect(series.seasons.map((s) => [s.number, s.title, s.episodes.map((e) => e.id)])).toEqual([
      [1, 'Season 1', [s1e1, s1e2]],
      [2, 'Monsoon', [s2e1]],
    ]);
    expect(series.episode_count).toBe(3);
    const list = SeriesListResponse.parse((await t.app.inject({ url: API.seriesList })).json()).data;
    expect(list.map((s) => s.id)).toContain(id);

    const films = VideoListResponse.parse((await t.app.inject({ url: `${API.videos}?limit=100` })).json());
    expect(films.map((v) => v.id)).not.toContain(s1e1);
    const searched = VideoListResponse.parse((await t.app.inject({ url: `${API.videos}?title=Kathalu` })).json());
    expect(searched).toEqual([]);

    const nextOf = async (videoId: number) => Video.parse((await t.app.inject({ url: API.video(videoId) })).json()).episode;
    expect(await nextOf(s1e1)).toEqual({ series_id: id, series_title: 'Konaseema Kathalu', season_number: 1, episode_number: 1, next_episode_id: s1e2 });
    // Across seasons, past the draft episode; the last one has none.
    expect((await nextOf(s1e2))?.next_episode_id).toBe(s2e1);
    expect((await nextOf(s2e1))?.next_episode_id).toBeNull();
  });
});
