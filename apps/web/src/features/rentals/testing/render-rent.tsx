// Renders /movie/:id/rent with the toaster and the location probe; a rental title to rent.
import type { Video } from '@ott/contract';
import { makeVideo } from '@/testing/fixtures.ts';
import { renderRoutes, stubPage } from '@/testing/render.tsx';
import { Component as RentRoute } from '../routes/rent-route.tsx';

export function renderRent(id: number) {
  const routes = [
    { path: 'movie/:id/rent', element: <RentRoute /> },
    stubPage('movie/:id', 'Movie page'),
    stubPage('login', 'Login page'),
    stubPage('profile/update', 'Profile update page'),
  ];
  return renderRoutes(routes, { at: `/movie/${id}/rent`, toaster: true, probe: true });
}

/** Kanchu Kota (id 5): a rental at ₹49 for 2 days, not yet rented. */
export const makeRentalVideo = (overrides: Partial<Video> = {}): Video =>
  makeVideo({
    id: 5,
    title: 'kanchu kota',
    description: 'A fort and its secrets.',
    thumbnail_url: '/media/demo/kanchu/thumb.jpg',
    portrait_thumbnail_url: '/media/demo/kanchu/portrait.jpg',
    poster_url: '/media/demo/kanchu/poster.jpg',
    video_type: 'rental',
    created_at: '2024-05-01T10:00:00.000Z',
    release_date: '2023-08-15',
    category_id: 4,
    category: 4,
    category_name: 'Drama',
    categories: [{ id: 4, name: 'Drama' }],
    views_count: 10,
    rental_price: 49,
    prices: [{ id: 1, rental_price: 49, rental_duration: 2 }],
    can_play: false,
    ...overrides,
  });
