import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { stubApi, type ApiCall } from '@/testing/api-stub.ts';
import { makeVideo } from '@/testing/fixtures.ts';
import { renderRoute } from '../testing/render-browse.tsx';
import { Component as FreeVideosRoute } from './free-videos-route.tsx';
import { Component as PremiumVideosRoute } from './premium-videos-route.tsx';

const catalogue = (type: 'paid' | 'free', count: number) =>
  Array.from({ length: count }, (_, i) => makeVideo({ id: i + 1, video_type: type, is_premium: type === 'paid' }));

/** A server honouring `offset` and `limit` over `all`. */
const pageOf = (all: unknown[]) => ({ url }: ApiCall) => {
  const offset = Number(url.searchParams.get('offset') ?? 0);
  return { body: all.slice(offset, offset + Number(url.searchParams.get('limit'))) };
};

// Paging through 120 titles renders seven pages; the shared machine can be slow.
describe('premium and free lists', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('pages the premium list by 20 with offsets, newest first', async () => {
    const all = catalogue('paid', 27);
    const api = stubApi(pageOf(all));
    renderRoute('/premium-videos', <PremiumVideosRoute />, '/premium-videos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium Videos' })).toBeTruthy();
    const grid = await screen.findByRole('list', { name: 'Premium Videos' });
    expect(within(grid).getAllByRole('link')).toHaveLength(20);
    expect(within(within(grid).getAllByRole('link')[0]!).getByText('PREMIUM')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Video 27')).toBeTruthy();
    expect(within(grid).getAllByRole('link')).toHaveLength(27);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(api.requests('/api/videos/').map((u) => Object.fromEntries(u.searchParams))).toEqual([
      { video_type: 'paid', limit: '20', offset: '0', ordering: '-created_at' },
      { video_type: 'paid', limit: '20', offset: '20', ordering: '-created_at' },
    ]);
  });

  it('keeps paging past 100 titles until a short page ends the list', async () => {
    const all = catalogue('free', 120);
    const api = stubApi(pageOf(all));
    renderRoute('/free-videos', <FreeVideosRoute />, '/free-videos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Free Videos' })).toBeTruthy();
    for (let shown = 40; shown <= 120; shown += 20) {
      fireEvent.click(await screen.findByRole('button', { name: 'Load More' }));
      expect(await screen.findByText(`Video ${shown}`)).toBeTruthy();
    }
    // The sixth page was full, so Load More stays; the next (empty) page ends the list.
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull());
    expect(api.requests('/api/videos/').map((u) => u.searchParams.get('offset'))).toEqual(['0', '20', '40', '60', '80', '100', '120']);
  });

  it('says Coming Soon when the list is empty', async () => {
    stubApi(() => ({ body: [] }));
    renderRoute('/free-videos', <FreeVideosRoute />, '/free-videos');
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
  });
});
