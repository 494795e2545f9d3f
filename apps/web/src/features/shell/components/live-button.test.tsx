import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { stubApi, success } from '@/testing/api-stub.ts';
import { makeCategory } from '@/testing/fixtures.ts';
import { renderInRouter, resetShellState } from '../testing/render.tsx';
import { LiveButton } from './live-button.tsx';

function stubStreams(streams: { category: number; is_active: boolean; is_important: boolean }[]) {
  stubApi(({ path, query }) =>
    path === '/api/frontend/categories/'
      ? success([makeCategory(1, 'C1'), makeCategory(2, 'C2')])
      : {
          body: streams
            .filter((s) => String(s.category) === query.get('category_id'))
            .map((s, i) => ({ id: i + 1, title: 'S', description: '', live_url: '/x.m3u8', thumbnail: null, is_premium: false, order: i, ...s })),
        },
  );
}

describe('LIVE button (SPEC 2.4, 4 Live presence)', () => {
  beforeEach(resetShellState);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('appears when any category has an active, important stream and links to the live section', async () => {
    stubStreams([
      { category: 1, is_active: true, is_important: false },
      { category: 2, is_active: true, is_important: true },
    ]);
    renderInRouter(<LiveButton />);
    const link = await screen.findByRole('link', { name: /Live now/ });
    expect(link.getAttribute('href')).toBe('/#live-channels');
  });

  it('stays hidden when the only important stream is inactive', async () => {
    stubStreams([{ category: 1, is_active: false, is_important: true }]);
    renderInRouter(<LiveButton />);
    await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThanOrEqual(3));
    expect(screen.queryByRole('link', { name: /Live now/ })).toBeNull();
  });
});
