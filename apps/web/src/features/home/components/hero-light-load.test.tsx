// Issue 13.3, the hero's share of a light first page: no promo on a connection that spares data
// (Save-Data, slow effective types, metered cellular), the timed advance instead; the promo (when
// it plays) starts on the lowest rung; the first slide's backdrop is the high-priority image with
// WebP widths, later slides and the picker's thumbnails are sized too.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { HERO_FIRST_VIDEO_DELAY_MS, HERO_IMAGE_SIZES, type HeroSlide } from '@ott/contract';
import { stubApi, success } from '@/testing/api-stub.ts';
import { stubLayoutObservers, stubMatchMedia } from '@/testing/dom.ts';
import { renderRoutes, stubPage } from '@/testing/render.tsx';
import { STILL_SLIDE_MS } from '../hooks/use-autoplay.ts';
import { HeroCarousel } from './hero-carousel.tsx';

vi.mock('../lib/hero-stream.ts', () => ({ attachHeroStream: vi.fn(async () => () => undefined) }));

const art = (id: number, kind: string) => `/media/art/video-${id}/${kind}.0123456789a${id}.jpg`;
const slide = (id: number, title: string): HeroSlide => ({
  id, video_id: id, title, description: '', backdrop_url: art(id, 'backdrop'), thumbnail_url: art(id, 'thumb'),
  promo_hls_url: `/media/p${id}/master.m3u8`, video_type: 'free', is_4k: false, category_name: null, release_date: null, duration: 600, order: id,
});
const SLIDES = [slide(1, 'Godavari Sunrise'), slide(2, 'Village Cricket'), slide(3, 'Monsoon Melody')];

const flush = () => act(() => vi.advanceTimersByTimeAsync(1));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const activeIndex = () => Number(screen.getByTestId('hero-carousel').dataset.activeIndex);
const video = () => screen.queryByTestId('hero-video');

async function renderHero() {
  renderRoutes([{ path: '/', element: <HeroCarousel /> }, stubPage('/movie/:id', 'Movie page')], { probe: true });
  for (let i = 0; i < 5; i++) await flush();
}

describe('hero on a light first page (issue 13.3)', () => {
  beforeEach(async () => {
    await import('./hero-video.tsx');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    stubLayoutObservers();
    stubMatchMedia(() => false);
    stubApi({ '/api/videos/hero/': () => success(SLIDES) });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  const spared = [
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['3g', { saveData: false, effectiveType: '3g' }],
    ['2g', { saveData: false, effectiveType: '2g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
    ['a metered cellular link', { effectiveType: '4g', type: 'cellular' }],
  ] as const;
  for (const [name, connection] of spared) {
    it(`does not autoplay the promo with ${name}, and advances on the timer`, async () => {
      vi.stubGlobal('navigator', { ...navigator, connection });
      await renderHero();
      await wait(HERO_FIRST_VIDEO_DELAY_MS + 1000);
      expect(video()).toBeNull();
      expect(screen.queryByRole('button', { name: /mute/i })).toBeNull();
      await wait(STILL_SLIDE_MS);
      expect(activeIndex()).toBe(1);
      expect(video()).toBeNull();
    });
  }

  it('plays it on a fast unmetered connection', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: false, effectiveType: '4g', type: 'wifi' } });
    await renderHero();
    await wait(HERO_FIRST_VIDEO_DELAY_MS + 10);
    expect(video()).not.toBeNull();
  });

  it('gives the first backdrop high priority and every backdrop and thumbnail its WebP widths', async () => {
    await renderHero();
    const backdrops = [...screen.getByTestId('hero-carousel').querySelectorAll('[aria-roledescription="slide"]')].map((s) => s.querySelector('img')!);
    expect(backdrops).toHaveLength(SLIDES.length);
    expect(backdrops[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(backdrops[0]!.getAttribute('loading')).toBe('eager');
    expect(backdrops[1]!.getAttribute('fetchpriority')).toBe('auto');
    for (const img of backdrops) {
      expect(img.getAttribute('sizes')).toBe(HERO_IMAGE_SIZES);
      expect(img.getAttribute('srcset')).toMatch(/backdrop\.[0-9a-f]{12}-640w\.webp 640w, .*-960w\.webp 960w, .*-1280w\.webp 1280w$/);
    }
    const thumbs = screen.getAllByRole('button', { name: /Go to slide/ }).map((b) => b.querySelector('img')).filter((img) => img !== null);
    expect(thumbs.length).toBeGreaterThan(0);
    for (const img of thumbs) {
      expect(img.getAttribute('sizes')).toBe('120px');
      expect(img.getAttribute('srcset')).toContain('-320w.webp 320w');
    }
  });
});
