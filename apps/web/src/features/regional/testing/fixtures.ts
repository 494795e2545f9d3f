// Canned regions and videos for the regional screens' tests (shapes from the contract).
import type { Region, State, Video } from '@ott/contract';
import { makeVideo } from '@/testing/fixtures.ts';

export const STATES: State[] = [
  { id: 1, name: 'Andhra Pradesh', image_url: null, districts_count: 2 },
  { id: 2, name: 'Telangana', image_url: null, districts_count: 1 },
];
export const DISTRICTS: Record<number, Region[]> = {
  1: [
    { id: 11, name: 'Visakhapatnam', image_url: null },
    { id: 12, name: 'Krishna', image_url: null },
  ],
  2: [{ id: 21, name: 'Warangal', image_url: null }],
};
export const CONSTITUENCIES: Record<number, Region[]> = {
  11: [{ id: 111, name: 'Bheemili', image_url: null }],
  12: [{ id: 121, name: 'Gudivada', image_url: null }],
};
export const MANDALS: Record<number, Region[]> = {
  111: [{ id: 1111, name: 'Bheemunipatnam', image_url: null }],
  121: [],
};
export const VILLAGES: Record<number, (Region & { pincode: string | null })[]> = {
  1111: [
    { id: 11111, name: 'Tagarapuvalasa', image_url: null, pincode: '531162' },
    { id: 11112, name: 'Nerellavalasa', image_url: null, pincode: '531163' },
  ],
};

/** Tagarapuvalasa Market Day (id 7): a free village story with artwork and HLS and DASH streams. */
export const makeRegionalVideo = (overrides: Partial<Video> = {}): Video =>
  makeVideo({
    id: 7,
    title: 'Tagarapuvalasa Market Day',
    description: 'Fish, flowers and gossip.',
    thumbnail_url: '/media/demo/market/thumb.jpg',
    poster_url: '/media/demo/market/poster.jpg',
    created_at: '2024-01-01T00:00:00.000Z',
    release_date: '2024-02-10',
    duration: 960,
    category_id: 8,
    category: 8,
    category_name: 'Village Stories',
    categories: [{ id: 8, name: 'Village Stories' }],
    hls_url: '/media/demo/market/master.m3u8',
    dash_url: '/media/demo/market/manifest.mpd',
    views_count: 9800,
    ...overrides,
  });
