// Test-only: contract-shaped titles for the catalogue screens.
import type { AdminTitle, AdminTitleRow, TitleIngest, TitlePromo } from '@ott/contract';

export function makeIngest(overrides: Partial<TitleIngest> = {}): TitleIngest {
  return {
    state: 'done',
    step: null,
    progress: 100,
    error: null,
    attempt: 1,
    source_name: 'Pushpa.2.mp4',
    source_bytes: 2_400_000_000,
    updated_at: '2026-11-27T18:45:00.000Z',
    ...overrides,
  };
}

export function makePromo(overrides: Partial<TitlePromo> = {}): TitlePromo {
  return {
    state: 'done',
    progress: 100,
    error: null,
    source_name: 'pushpa-trailer.mp4',
    updated_at: '2026-11-27T18:50:00.000Z',
    ...overrides,
  };
}

export function makeTitle(overrides: Partial<AdminTitle> = {}): AdminTitle {
  return {
    id: 7,
    title: 'Pushpa 2',
    description: 'A smuggler rises.',
    video_type: 'free',
    is_premium: false,
    is_4k: false,
    mood1: 'Action',
    mood2: null,
    category_id: 3,
    category_name: 'Movies',
    release_date: '2024-12-05',
    rental_prices: [],
    region: { state: null, district: null, constituency: null, mandal: null, village: null },
    status: 'draft',
    publish_at: null,
    duration: 7380,
    landscape_image: 'titles/7/frames/1.jpg',
    portrait_image: null,
    landscape_image_url: '/media/titles/7/frames/1.jpg',
    portrait_image_url: null,
    image_options: [
      { path: 'titles/7/frames/1.jpg', url: '/media/titles/7/frames/1.jpg', kind: 'frame', width: 1280, height: 720 },
      { path: 'titles/7/frames/2.jpg', url: '/media/titles/7/frames/2.jpg', kind: 'frame', width: 1280, height: 720 },
    ],
    subtitles: [{ id: 1, language: 'en', label: 'English' }],
    audio_languages: ['te', 'hi'],
    hls_url: null,
    dash_url: null,
    is_protected: true,
    ingest: makeIngest(),
    promo_hls_url: null,
    promo: null,
    created_at: '2026-11-27T18:00:00.000Z',
    updated_at: '2026-11-27T18:45:00.000Z',
    ...overrides,
  };
}

export const rowOf = (title: AdminTitle): AdminTitleRow => ({
  id: title.id,
  title: title.title,
  video_type: title.video_type,
  category_name: title.category_name,
  status: title.status,
  publish_at: title.publish_at,
  duration: title.duration,
  landscape_image_url: title.landscape_image_url,
  ingest: title.ingest,
  updated_at: title.updated_at,
});

export const CATEGORIES = [
  { id: 3, name: 'Movies', description: '', image: null, is_premium: false },
  { id: 4, name: 'Comedy', description: '', image: null, is_premium: false },
];
