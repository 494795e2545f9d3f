// The advanced player itself: default volume, the settings menu (stream heights and SPEC 9 rates),
// a refused key shown with Subscribe instead of a spinner, and the reload after an error.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemoStream } from '@ott/contract';
import type { EngineListeners, PlaybackEngine, PlayerSource } from '@/features/player/index.ts';
import { createShakaEngine, loadedSources, preparePlayback } from '@/testing/fake-shaka-engine.ts';
import { renderElement } from '@/testing/render.tsx';
import { freshSessionPerTest } from '@/testing/session.ts';
import { AdvancedPlayer } from './advanced-player.tsx';

vi.mock('@/features/player/engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'));

const STREAM: DemoStream = {
  id: 'drm',
  title: 'DRM Protected Content',
  description: '',
  kind: 'hls',
  url: '/media/drm/hyderabad-nights/index.m3u8',
  poster: null,
  is_live: false,
  is_protected: true,
  ad_video_id: 1,
  available: true,
};

type Fake = (video: HTMLVideoElement, listeners: EngineListeners) => Promise<PlaybackEngine>;
const nextEngine = (fake: Fake) => (createShakaEngine as unknown as { mockImplementationOnce(f: Fake): void }).mockImplementationOnce(fake);

function engineWith(load: (source: PlayerSource, listeners: EngineListeners) => void): Fake {
  return async (_video, listeners) => ({
    load: async (source) => {
      loadedSources.push(source);
      load(source, listeners);
    },
    getQualities: () => [
      { height: 720, active: true },
      { height: 360, active: false },
    ],
    setQuality: () => undefined,
    isAutoQuality: () => true,
    destroy: async () => undefined,
  });
}

const keyRefusal = {
  code: 1001,
  severity: 2,
  data: ['http://app.test/api/drm/keys/k1/', 403, '{"status":"error","message":"Subscribe to watch this content"}', {}, 6],
};

describe('advanced player', () => {
  freshSessionPerTest();
  beforeEach(() => preparePlayback());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('starts at volume 0.5 and offers the stream heights and the four speeds', async () => {
    nextEngine(engineWith(() => undefined));
    renderElement(<AdvancedPlayer stream={STREAM} onClose={() => undefined} />);
    const video = screen.getByTestId<HTMLVideoElement>('advanced-player-video');
    expect(video.volume).toBe(0.5);
    await waitFor(() => expect(loadedSources.map((s) => s.url)).toEqual([STREAM.url]));
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const menu = screen.getByRole('menu', { name: 'Settings' });
    const labels = within(menu).getAllByRole('menuitemradio').map((item) => item.textContent);
    expect(labels).toEqual(['Auto', '720p', '360p', '0.5×', 'Normal', '1.5×', '2×']);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '2×' }));
    expect(video.playbackRate).toBe(2);
  });

  it('shows a refused key at once with a Subscribe link, and never reloads it', async () => {
    nextEngine(engineWith((_source, listeners) => listeners.onFatalError(keyRefusal)));
    renderElement(<AdvancedPlayer stream={STREAM} onClose={() => undefined} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Subscribe to watch this content');
    expect(within(alert).getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('/plans');
    expect(screen.queryByRole('status')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(loadedSources).toHaveLength(1);
  });

  it('reloads the stream 2 s after another error', async () => {
    nextEngine(engineWith((_source, listeners) => listeners.onFatalError({ code: 3016, data: [] })));
    renderElement(<AdvancedPlayer stream={STREAM} onClose={() => undefined} />);
    await waitFor(() => expect(loadedSources).toHaveLength(1));
    expect(await screen.findByRole('status', { name: 'Reconnecting…' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 2100)));
    await waitFor(() => expect(loadedSources).toHaveLength(2));
  });
});
