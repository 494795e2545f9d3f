import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { setSignedIn, setSignedOut } from '@/testing/session.ts';
import { renderInfo } from '../testing/render-info.tsx';
import { Component as DownloadsRoute } from './downloads-route.tsx';

describe('/downloads', () => {
  beforeEach(() => setSignedIn());
  afterEach(() => {
    cleanup();
    setSignedOut();
  });

  it('explains that downloads live in the mobile apps, with no made-up list', () => {
    renderInfo(<DownloadsRoute />, '/downloads');
    expect(screen.getByRole('heading', { level: 1, name: 'Downloads' })).toBeTruthy();
    expect(screen.getByText('Watch offline in the TeluguTV+ app')).toBeTruthy();
    expect(screen.getByText('Sign in with +91 98765 43210, the same number you use here.')).toBeTruthy();
    expect(screen.getByRole('img', { name: /Google Play/ })).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: /download/i })).toBeNull();
  });

  it("shows the account's Downloads WiFi Only setting and where to find it", () => {
    renderInfo(<DownloadsRoute />, '/downloads');
    expect(screen.getByRole('heading', { level: 2, name: 'Downloads: WiFi Only' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'My List' }).getAttribute('href')).toBe('/watchlist');
  });
});
