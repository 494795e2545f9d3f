import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { stubApi } from '@/testing/api-stub.ts';
import { categoryPage, makeCategory, makeVideo } from '@/testing/fixtures.ts';
import { renderRoute } from '../testing/render-browse.tsx';
import { Component as NewsRoute } from './news-route.tsx';

const news = makeCategory(5, 'News');

describe('news feed', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the News category’s videos, the newest as the lead story', async () => {
    const api = stubApi(({ url }) => {
      if (url.pathname === '/api/frontend/categories/') return { body: { status: 'success', data: [makeCategory(1, 'Movies'), news] } };
      return {
        body: categoryPage(news, [
          makeVideo({ id: 11, title: 'Telugu Headlines Today', description: 'Top stories', created_at: new Date().toISOString(), duration: 900 }),
          makeVideo({ id: 12, title: 'Guntur Chilli Market Report' }),
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
    expect(api.requests('/api/videos/category/5/')[0]!.searchParams.get('page_size')).toBe('20');
  });

  it('says Coming Soon when there is no News category', async () => {
    const api = stubApi(() => ({ body: { status: 'success', data: [makeCategory(1, 'Movies')] } }));
    renderRoute('/news', <NewsRoute />, '/news');
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
    expect(api.calls.some((call) => call.url.href.includes('/api/videos/category/'))).toBe(false);
  });
});
