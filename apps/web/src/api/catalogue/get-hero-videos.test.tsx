// Issue 13.3: GET / hands the SPA the hero slides in its HTML (with the server's no-JS first paint
// of the first slide), so the carousel's first render is that hero, not a skeleton until the API
// answers (which showed as a grey flash between the first paint and the hero). Fails on the old
// code: the first render was the skeleton whatever the page carried.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { HERO_SLIDES_ELEMENT_ID, type HeroSlide } from '@ott/contract';
import { stubApi, success } from '@/testing/api-stub.ts';
import { stubLayoutObservers, stubMatchMedia } from '@/testing/dom.ts';
import { renderRoutes } from '@/testing/render.tsx';
import { HeroCarousel } from '@/features/home/components/hero-carousel.tsx';

vi.mock('@/features/home/lib/hero-stream.ts', () => ({ attachHeroStream: vi.fn(async () => () => undefined) }));

const slide = (id: number, title: string, order: number): HeroSlide => ({
  id, video_id: id, title, description: '', backdrop_url: `/media/art/video-${id}/backdrop.0123456789a${id}.jpg`, thumbnail_url: null,
  promo_hls_url: null, video_type: 'free', is_4k: false, category_name: null, release_date: null, duration: 600, order,
});

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = HERO_SLIDES_ELEMENT_ID;
  script.textContent = text;
  document.head.append(script);
}

const firstRender = () => renderRoutes([{ path: '/', element: <HeroCarousel /> }]);

describe('hero slides carried by the page (issue 13.3)', () => {
  beforeEach(() => {
    stubMatchMedia(() => false);
    stubLayoutObservers();
    stubApi({ '/api/videos/hero/': () => success([slide(1, 'From the API', 1)]) });
  });
  afterEach(() => {
    cleanup();
    document.getElementById(HERO_SLIDES_ELEMENT_ID)?.remove();
    vi.restoreAllMocks();
  });

  it('renders the embedded slides (in their order) on the very first render', () => {
    embed(JSON.stringify([slide(2, 'Village Cricket', 2), slide(1, 'Godavari </script> Sunrise', 1)]));
    firstRender();
    const carousel = screen.getByTestId('hero-carousel');
    const first = carousel.querySelector('[role="group"]')!;
    expect(first.getAttribute('aria-label')).toBe('Godavari </script> Sunrise');
    expect(first.querySelector('img')!.getAttribute('src')).toBe('/media/art/video-1/backdrop.0123456789a1.jpg');
  });

  it('falls back to the skeleton and the API without embedded slides or with junk', () => {
    firstRender();
    expect(screen.queryByTestId('hero-carousel')).toBeNull();
    cleanup();
    embed('not json');
    firstRender();
    expect(screen.queryByTestId('hero-carousel')).toBeNull();
  });
});
