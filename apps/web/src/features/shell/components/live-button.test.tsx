import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { LIVE_POLL_HEADER_MS } from '@ott/contract';
import { loadedUrls, preparePlayback } from '@/testing/fake-shaka-engine.ts';
import { stubApi, success } from '@/testing/api-stub.ts';
import { makeCategory } from '@/testing/fixtures.ts';
import { renderInRouter, resetShellState } from '../testing/render.tsx';
import { LiveButton } from './live-button.tsx';

vi.mock('@/features/player/engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'));

type StreamSeed = { category: number; is_active: boolean; is_important: boolean; title?: string; live_url?: string };

function stubStreams(streams: StreamSeed[]) {
  return stubApi(({ path }) =>
    path === '/api/frontend/categories/'
      ? success([makeCategory(1, 'C1'), makeCategory(2, 'C2')])
      : path === '/api/live-streams/'
        ? { body: streams.map((s, i) => ({ id: i + 1, title: 'S', description: '', live_url: '/live/news.m3u8', thumbnail: null, is_premium: false, order: i, ...s })) }
        : { status: 404 },
  );
}

describe('LIVE button (SPEC 2.4, 4 Live presence)', () => {
  beforeEach(() => {
    resetShellState();
    preparePlayback();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('appears when any category has an active, important stream and opens the Live TV player on it', async () => {
    stubStreams([
      { category: 1, is_active: true, is_important: false, title: 'Plain' },
      { category: 2, is_active: true, is_important: true, title: 'Telugu News 24x7' },
    ]);
    renderInRouter(<LiveButton />);
    const button = await screen.findByRole('button', { name: /Live now/ });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Live TV player: Telugu News 24x7' }, { timeout: 10_000 });
    expect(dialog.textContent).toContain('Telugu News 24x7');
    await vi.waitFor(() => expect(loadedUrls()).toEqual([`${window.location.origin}/live/news.m3u8`]));
    fireEvent.click(screen.getByRole('button', { name: 'Close live player' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000);

  it('stays hidden when the only important stream is inactive', async () => {
    const api = stubStreams([{ category: 1, is_active: false, is_important: true }]);
    renderInRouter(<LiveButton />);
    await vi.waitFor(() => expect(api.requests('/api/live-streams/')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Live now/ })).toBeNull();
  });

  it('appears within one poll period when a stream turns important, and goes when none is', async () => {
    vi.useFakeTimers();
    const streams: StreamSeed[] = [{ category: 2, is_active: true, is_important: false }];
    stubStreams(streams);
    renderInRouter(<LiveButton />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('button', { name: /Live now/ })).toBeNull();

    streams[0]!.is_important = true;
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_HEADER_MS + 1000));
    expect(screen.getByRole('button', { name: /Live now/ })).toBeTruthy();

    streams[0]!.is_active = false;
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_HEADER_MS + 1000));
    expect(screen.queryByRole('button', { name: /Live now/ })).toBeNull();
  });
});
