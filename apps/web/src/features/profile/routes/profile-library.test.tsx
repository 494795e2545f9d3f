// Issue 4 on /profile: My List and Continue Watching as real rows, and the profile picture.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { ContinueWatchingItem, WatchlistItem } from '@ott/contract';
import { stubApi, type Routes } from '@/testing/api-stub.ts';
import { makeUser, profileResponse } from '@/testing/fixtures.ts';
import { setSignedIn } from '@/testing/session.ts';
import { makeDevice, renderProfile } from '../testing/render-profile.tsx';

const saved: WatchlistItem = {
  id: 11,
  content: 4,
  created_at: '2025-01-01T00:00:00.000Z',
  content_details: {
    id: 4,
    title: 'monsoon melody',
    thumbnail_url: null,
    portrait_thumbnail_url: '/media/4/poster.jpg',
    release_date: '2022-06-01',
    duration: 7260,
    video_type: 'rental',
  },
};
const started: ContinueWatchingItem = {
  progress: { video_id: 7, position: 1200, duration: 3600, percent: 33, completed: false, updated_at: '2025-01-01T00:00:00.000Z' },
  video: { id: 7, title: 'godavari sunrise', thumbnail_url: '/media/7/thumb.jpg', portrait_thumbnail_url: null, video_type: 'free', duration: 3600 },
};

function mockProfile(user = makeUser(), extra: Routes = {}) {
  return stubApi({
    'GET /users/profile/': () => ({ body: profileResponse(user) }),
    'GET /users/check-subscription-status/': () => ({ body: { status: 'success', is_subscribed: false, subscription: null } }),
    'GET /users/devices-info/': () => ({ body: { status: 'success', devices: [makeDevice()], message: 'ok' } }),
    ...extra,
  });
}

describe('profile library sections and picture', () => {
  beforeEach(() => setSignedIn(makeUser()));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists the saved titles under My List and the started ones under Continue Watching', async () => {
    mockProfile(makeUser(), {
      'GET /api/watchlist/': () => ({ body: [saved] }),
      'GET /api/continue-watching/': () => ({ body: { status: 'success', data: [started] } }),
    });
    renderProfile();
    const myList = await screen.findByRole('region', { name: 'My List' });
    const title = await within(myList).findByRole('link', { name: /Monsoon Melody/ });
    expect(title.getAttribute('href')).toBe('/movie/4');
    expect(within(title).getByText('2022 · 2h 1m')).toBeTruthy();
    expect(within(myList).getByRole('link', { name: 'View All: My List' }).getAttribute('href')).toBe('/watchlist');

    const continueWatching = screen.getByRole('region', { name: 'Continue Watching' });
    const card = await within(continueWatching).findByRole('link', { name: 'Continue watching Godavari Sunrise, 40m left' });
    expect(card.getAttribute('href')).toBe('/movie/7');
    expect(within(card).getByTestId('continue-watching-progress').style.width).toBe('33%');
  });

  it('says what will appear when both are empty, and offers Try Again when they fail', async () => {
    mockProfile(makeUser(), {
      'GET /api/watchlist/': () => ({ body: [] }),
      'GET /api/continue-watching/': () => ({ status: 500, body: { message: 'down' } }),
    });
    renderProfile();
    expect(await screen.findByText('Titles you add to your watchlist appear here.')).toBeTruthy();
    const continueWatching = screen.getByRole('region', { name: 'Continue Watching' });
    const alert = await within(continueWatching).findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('shows the profile picture in the header instead of the initials when there is one', async () => {
    const user = makeUser({ profile_picture: '/media/uploads/0b7c1f2e-1111-4a4a-9c9c-123456789abc.png' });
    setSignedIn(user);
    mockProfile(user);
    renderProfile();
    const avatar = await screen.findByRole('img', { name: 'Your profile picture' });
    expect(within(avatar).getByTestId('profile-avatar-image').getAttribute('src')).toBe(user.profile_picture);
  });
});
