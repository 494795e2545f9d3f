// Issue 13.3: poster cards offer versioned artwork's WebP widths for their 160 px slot and load
// lazily (rows below the fold wait); other images stay a single file.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderRoutes } from '@/testing/render.tsx';
import { PosterCard, type PosterVideo } from './poster-card.tsx';

const video = (poster: string): PosterVideo => ({
  id: 7, title: 'Godavari Sunrise', video_type: 'free', created_at: '2020-01-01T00:00:00Z', release_date: '2024-01-01', duration: 5400,
  portrait_thumbnail_url: poster, poster_url: null, thumbnail_url: null,
});
const renderCard = (poster: string) => {
  renderRoutes([{ path: '/', element: <PosterCard video={video(poster)} /> }]);
  return screen.getByRole('link').querySelector('img')!;
};

describe('PosterCard image', () => {
  afterEach(cleanup);

  it('lists the WebP widths of versioned artwork for a 160 px slot and loads lazily', async () => {
    const img = renderCard('/media/art/video-7/poster.0123456789ab.jpg');
    expect(img.getAttribute('src')).toBe('/media/art/video-7/poster.0123456789ab.jpg');
    expect(img.getAttribute('srcset')).toBe(
      '/media/art/video-7/poster.0123456789ab-160w.webp 160w, /media/art/video-7/poster.0123456789ab-320w.webp 320w, /media/art/video-7/poster.0123456789ab-480w.webp 480w',
    );
    expect(img.getAttribute('sizes')).toBe('160px');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('keeps an unversioned image a single file', () => {
    const img = renderCard('https://img.example/poster.jpg');
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('sizes')).toBeNull();
    expect(img.getAttribute('loading')).toBe('lazy');
  });
});
