import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { InitialEntry } from 'react-router';
import { loadedUrls, preparePlayback } from '@/testing/fake-shaka-engine.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { Component as PlayerRoute } from './player-route.tsx';

vi.mock('../engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'));

const renderAt = (at: InitialEntry) => renderRoutes([{ path: '/player', element: <PlayerRoute /> }], { at });

describe('/player route', () => {
  beforeEach(preparePlayback);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('plays ?src=', async () => {
    renderAt('/player?src=%2Fmedia%2Fdemo%2Fa%2Fmanifest.mpd');
    await waitFor(() => expect(loadedUrls()).toEqual(['/media/demo/a/manifest.mpd']), { timeout: 10_000 });
    // The first test also pays for transforming the lazy player chunk: slow on a loaded machine.
  }, 15_000);

  it('plays the videoUrl a caller passes in router state', async () => {
    renderAt({ pathname: '/player', state: { videoUrl: '/media/demo/b/master.m3u8', videoType: 'hls', title: 'B' } });
    await waitFor(() => expect(loadedUrls()).toEqual(['/media/demo/b/master.m3u8']), { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'B' })).toBeTruthy();
  }, 15_000);

  it('refuses non-web addresses', async () => {
    renderAt('/player?src=javascript%3Aalert(1)');
    expect(await screen.findByText('No video to play.')).toBeTruthy();
    expect(loadedUrls()).toEqual([]);
  });
});
