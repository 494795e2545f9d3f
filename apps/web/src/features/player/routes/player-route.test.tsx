import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18n from '@/app/i18n.ts';
import type { EngineListeners, PlaybackEngine } from '../engine/types.ts';
import { Component as PlayerRoute } from './player-route.tsx';

const loads = vi.hoisted(() => [] as string[]);
vi.mock('../engine/shaka-engine.ts', () => ({
  loadShaka: vi.fn(),
  warmUpPlayback: vi.fn(),
  createShakaEngine: vi.fn(async (_video: HTMLVideoElement, _listeners: EngineListeners): Promise<PlaybackEngine> => ({
    load: async (source) => void loads.push(source.url),
    getQualities: () => [],
    setQuality: () => undefined,
    isAutoQuality: () => true,
    destroy: async () => undefined,
  })),
}));

function renderAt(entry: string | { pathname: string; state: unknown }) {
  const router = createMemoryRouter([{ path: '/player', element: <PlayerRoute /> }], { initialEntries: [entry] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('/player route', () => {
  afterEach(() => {
    cleanup();
    loads.length = 0;
    vi.restoreAllMocks();
  });

  it('plays ?src=', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderAt('/player?src=%2Fmedia%2Fdemo%2Fa%2Fmanifest.mpd');
    await waitFor(() => expect(loads).toEqual(['/media/demo/a/manifest.mpd']), { timeout: 10_000 });
  });

  it('plays the videoUrl a caller passes in router state', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderAt({ pathname: '/player', state: { videoUrl: '/media/demo/b/master.m3u8', videoType: 'hls', title: 'B' } });
    await waitFor(() => expect(loads).toEqual(['/media/demo/b/master.m3u8']), { timeout: 10_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'B' })).toBeTruthy();
  });

  it('refuses non-web addresses', async () => {
    renderAt('/player?src=javascript%3Aalert(1)');
    expect(await screen.findByText('No video to play.')).toBeTruthy();
    expect(loads).toEqual([]);
  });
});
