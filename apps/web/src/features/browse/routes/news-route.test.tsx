import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { categoryPage, makeCategory, makeVideo, renderRoute, requestedUrls, stubApi } from '../testing/render-browse.tsx';
import { Component as NewsRoute } from './news-route.tsx';

const news = makeCategory(5, 'News');

describe('news feed', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the News category’s videos, the newest as the lead story', async () => {
    const fetchMock = stubApi((url) => {
      if (url.pathname === '/api/frontend/categories/') return { body: { status: 'success', data: [makeCategory(1, 'Movies'), news] } };
      return {
        body: categoryPage(news, [
          makeVideo(11, { title: 'Telugu Headlines Today', description: 'Top stories', created_at: new Date().toISOString(), duration: 900 }),
          makeVideo(12, { title: 'Guntur Chilli Market Report' }),
        ], 1, false),
      };
    });
    renderRoute('/news', <NewsRoute />, '/news');
    const feed = await screen.findByRole('list', { name: 'News' });
    const stories = within(feed).getAllByRole('link');
    expect(stories.map((s) => s.getAttribute('href'))).toEqual(['/movie/11', '/movie/12']);
    expect(within(stories[0]!).getByText('Latest')).toBeTruthy();
    expect(within(stories[0]!).getByText('NEW')).toBeTruthy();
    expect(within(stories[0]!).getByText('15:00')).toBeTruthy();
    expect(requestedUrls(fetchMock, '/api/videos/category/5/')[0]!.searchParams.get('page_size')).toBe('20');
  });

  it('says Coming Soon when there is no News category', async () => {
    const fetchMock = stubApi(() => ({ body: { status: 'success', data: [makeCategory(1, 'Movies')] } }));
    renderRoute('/news', <NewsRoute />, '/news');
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/videos/category/'))).toBe(false);
  });
});
