import type { Video } from '@ott/contract';
import { makeVideo } from '@/testing/fixtures.ts';

/** Godavari Sunrise (id 1): a free drama with artwork, moods and HLS and DASH streams. */
export const makeMovie = (overrides: Partial<Video> = {}): Video =>
  makeVideo({
    title: 'godavari sunrise',
    description: 'A river town wakes up.',
    thumbnail_url: '/media/demo/godavari-sunrise/thumb.jpg',
    poster_url: '/media/demo/godavari-sunrise/poster.jpg',
    mood1: 'Feel-good',
    mood2: 'Drama',
    created_at: '2024-05-01T10:00:00.000Z',
    release_date: '2023-08-15',
    duration: 8520,
    category_id: 4,
    category: 4,
    category_name: 'Drama',
    categories: [{ id: 4, name: 'Drama' }],
    hls_url: '/media/demo/godavari-sunrise/master.m3u8',
    dash_url: '/media/demo/godavari-sunrise/manifest.mpd',
    views_count: 15_300,
    ...overrides,
  });
