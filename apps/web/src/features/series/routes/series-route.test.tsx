// The series page (issue 18.4): hero, season picker, episode list with progress, the Play / Resume
// button opening the viewer's episode at its position, and a 404 notice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadedSources, preparePlayback } from '@/testing/fake-shaka-engine.ts';
import { stubApi } from '@/testing/api-stub.ts';
import { makeUser } from '@/testing/fixtures.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { setSignedIn, setSignedOut } from '@/testing/session.ts';
import { Component as SeriesRoute } from './series-route.tsx';
import { episodeVideo, makeSeries } from '../testing/fixtures.ts';

vi.mock('@/features/player/engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'));

const renderSeries = () => renderRoutes([{ path: 'series/:id', element: <SeriesRoute /> }], { at: '/series/1' });
const watchState = (resume: unknown, progress: unknown[] = []) => ({ body: { status: 'success', progress, resume } });

function stubSeries(extra: Record<string, () => unknown> = {}) {
  return stubApi({
    'GET /api/series/1/': () => ({ body: { status: 'success', series: makeSeries() } }),
    'GET /api/videos/50/': () => ({ body: episodeVideo(50, 'Vesavi Selavulu', 51) }),
    'GET /api/videos/51/': () => ({ body: episodeVideo(51, 'Attalo Pettelu', 60) }),
    'GET /api/videos/60/': () => ({ body: episodeVideo(60, 'Varsham', null) }),
    'POST /api/watch-progress/': () => ({ body: { status: 'success', progress: {} } }),
    ...extra,
  } as never);
}

describe('series page', () => {
  beforeEach(() => {
    preparePlayback();
    setSignedOut();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the series, its first season’s episodes, and another season when picked', async () => {
    stubSeries();
    renderSeries();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ammamma Gari Illu' })).toBeTruthy();
    expect(screen.getByText('2 seasons · 3 episodes')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Episodes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Vesavi Selavulu'),
      expect.stringContaining('Attalo Pettelu'),
    ]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Season' }), { target: { value: '2' } });
    expect(within(screen.getByRole('list', { name: 'Episodes' })).getByText('Varsham')).toBeTruthy();
    // A visitor starts at the first episode.
    expect(screen.getByRole('button', { name: 'Play S1 E1' })).toBeTruthy();
  });

  it('resumes the episode the viewer is in at its position, with progress bars on the list', async () => {
    setSignedIn(makeUser());
    stubSeries({
      'GET /api/series/1/watch-state/': () =>
        watchState({ video_id: 51, position: 8, kind: 'resume' }, [
          { video_id: 50, position: 16, duration: 16, percent: 100, completed: true, updated_at: '2026-01-01T00:00:00.000Z' },
          { video_id: 51, position: 8, duration: 16, percent: 50, completed: false, updated_at: '2026-01-01T00:01:00.000Z' },
        ]),
    });
    renderSeries();
    const resume = await screen.findByRole('button', { name: 'Resume S1 E2' });
    expect(screen.getByRole('progressbar', { name: 'Watched' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '50% watched' }).getAttribute('aria-valuenow')).toBe('50');
    fireEvent.click(resume);
    const player = await screen.findByRole('dialog', { name: /S1 E2 · Attalo Pettelu/ });
    expect(player).toBeTruthy();
    await waitFor(() => expect(loadedSources.at(-1)).toMatchObject({ url: 'https://media.test/demo/ep-51/master.m3u8', startTime: 8 }));
  });

  it('opens the next episode when the latest one is finished', async () => {
    setSignedIn(makeUser());
    stubSeries({ 'GET /api/series/1/watch-state/': () => watchState({ video_id: 60, position: 0, kind: 'next' }) });
    renderSeries();
    fireEvent.click(await screen.findByRole('button', { name: 'Play S2 E1' }));
    await screen.findByRole('dialog', { name: /S2 E1 · Varsham/ });
  });

  it('says so for a series that is not published', async () => {
    stubApi({ 'GET /api/series/1/': () => ({ status: 404, body: { status: 'error', message: 'Series not found' } }) } as never);
    renderSeries();
    expect(await screen.findByText('This series is not available.')).toBeTruthy();
  });
});
