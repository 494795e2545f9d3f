// Home's Continue Watching row (issue 4): signed-in viewers with started titles only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ContinueWatchingItem } from '@ott/contract';
import { stubApi, success, type ApiStub } from '@/testing/api-stub.ts';
import { setSignedIn, setSignedOut } from '@/testing/session.ts';
import { renderHome, stubHomeDom } from './testing/render-home.tsx';

const started: ContinueWatchingItem = {
  progress: { video_id: 7, position: 10, duration: 24, percent: 42, completed: false, updated_at: '2025-01-01T00:00:00.000Z' },
  video: { id: 7, title: 'godavari sunrise', thumbnail_url: null, portrait_thumbnail_url: null, video_type: 'free', duration: 8520 },
};

/** Everything but continue watching answers 404; the home rows hide themselves. */
const stubHomeApi = (continueWatching: ContinueWatchingItem[] | null) =>
  stubApi(continueWatching ? { '/api/continue-watching/': () => success(continueWatching) } : {});

const asked = (api: ApiStub) => api.requests('/api/continue-watching/').length > 0;

describe('Home Continue Watching row', { timeout: 20_000 }, () => {
  beforeEach(stubHomeDom);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setSignedOut();
  });

  it('shows the started titles with their progress to a signed-in viewer', async () => {
    setSignedIn();
    stubHomeApi([started]);
    renderHome();
    const row = await screen.findByRole('region', { name: 'Continue Watching' }, { timeout: 10_000 });
    const card = within(row).getByRole('link', { name: 'Continue watching Godavari Sunrise, 14 sec left' });
    expect(card.getAttribute('href')).toBe('/movie/7');
    expect(within(row).getByTestId('continue-watching-progress').style.width).toBe('42%');
  });

  it('is absent when nothing was started', async () => {
    setSignedIn();
    const api = stubHomeApi([]);
    renderHome();
    await waitFor(() => expect(asked(api)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Continue Watching' })).toBeNull();
  });

  it('is never asked for a visitor', async () => {
    const api = stubHomeApi([started]);
    renderHome();
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked(api)).toBe(false);
    expect(screen.queryByRole('region', { name: 'Continue Watching' })).toBeNull();
  });
});
