import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { HERO_FIRST_VIDEO_DELAY_MS, type HeroSlide } from '@ott/contract';
import { stubApi, success } from '@/testing/api-stub.ts';
import { stubLayoutObservers, stubMatchMedia } from '@/testing/dom.ts';
import { renderRoutes, stubPage } from '@/testing/render.tsx';
import { STILL_SLIDE_MS } from '../hooks/use-autoplay.ts';
import { HeroCarousel } from './hero-carousel.tsx';

vi.mock('../lib/hero-stream.ts', () => ({ attachHeroStream: vi.fn(async () => () => undefined) }));

const slide = (id: number, title: string, promo: string | null): HeroSlide => ({
  id, video_id: id * 10, title, description: '', backdrop_url: null, thumbnail_url: null, promo_hls_url: promo,
  video_type: 'free', is_4k: false, category_name: null, release_date: null, duration: 600, order: id,
});
const SLIDES = [slide(1, 'Godavari Sunrise', '/media/p1/master.m3u8'), slide(2, 'Village Cricket', '/media/p2/master.m3u8'), slide(3, 'Monsoon Melody', null)];

const flush = () => act(() => vi.advanceTimersByTimeAsync(1));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const carousel = () => screen.getByTestId('hero-carousel');
const activeIndex = () => Number(carousel().dataset.activeIndex);
const video = () => screen.queryByTestId('hero-video') as HTMLVideoElement | null;

async function renderHero() {
  const view = renderRoutes([{ path: '/', element: <HeroCarousel /> }, stubPage('/movie/:id', 'Movie page')], { probe: true });
  for (let i = 0; i < 5; i++) await flush();
  return view;
}

describe('Hero carousel (SPEC 4, 9 Hero)', () => {
  beforeEach(async () => {
    await import('./hero-video.tsx'); // the lazy chunk, ready before timers are faked
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

  it('steps with the arrows and wraps at both ends', async () => {
    await renderHero();
    expect(activeIndex()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeIndex()).toBe(2);
    expect(screen.getByRole('group', { name: 'Monsoon Melody' }).dataset.active).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeIndex()).toBe(0);
  });

  it('jumps with a dot or thumbnail and steps with the arrow keys when focused', async () => {
    await renderHero();
    fireEvent.click(screen.getAllByRole('button', { name: 'Go to slide 3: Monsoon Melody' })[0]!);
    expect(activeIndex()).toBe(2);
    carousel().focus();
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    expect(activeIndex()).toBe(0);
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' });
    expect(activeIndex()).toBe(2);
  });

  it('starts the first promo 0.5 s after load, muted, and advances when it ends', async () => {
    await renderHero();
    await wait(HERO_FIRST_VIDEO_DELAY_MS - 10);
    expect(video()).toBeNull();
    await wait(10);
    await flush();
    expect(video()).not.toBeNull();
    expect(video()!.muted).toBe(true);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    fireEvent.ended(video()!);
    expect(activeIndex()).toBe(1);
  });

  it('shares one mute across slides and keeps it in videoMuted', async () => {
    await renderHero();
    await wait(HERO_FIRST_VIDEO_DELAY_MS);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Unmute video' }));
    expect(localStorage.getItem('videoMuted')).toBe('false');
    expect(video()!.muted).toBe(false);
    fireEvent.ended(video()!);
    await flush();
    expect(activeIndex()).toBe(1);
    expect(video()!.muted).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Mute video' }));
    expect(localStorage.getItem('videoMuted')).toBe('true');
    expect(video()!.muted).toBe(true);
  });

  it('advances a slide without a promo after a while, but not while the tab is hidden', async () => {
    await renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    carousel().blur();
    fireEvent.blur(carousel());
    let state: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    fireEvent(document, new Event('visibilitychange'));
    await wait(STILL_SLIDE_MS * 2);
    expect(activeIndex()).toBe(2);
    state = 'visible';
    fireEvent(document, new Event('visibilitychange'));
    await wait(STILL_SLIDE_MS);
    expect(activeIndex()).toBe(0);
  });

  it('changes slide on a swipe past 30 % or a quick flick, and snaps back otherwise', async () => {
    await renderHero();
    Object.defineProperty(carousel(), 'clientWidth', { configurable: true, value: 400 });
    const drag = async (dx: number, ms: number, dy = 0) => {
      fireEvent.pointerDown(carousel(), { pointerId: 1, clientX: 200, clientY: 100, button: 0, pointerType: 'touch' });
      fireEvent.pointerMove(carousel(), { pointerId: 1, clientX: 200 + dx / 2, clientY: 100 + dy / 2, pointerType: 'touch' });
      fireEvent.pointerMove(carousel(), { pointerId: 1, clientX: 200 + dx, clientY: 100 + dy, pointerType: 'touch' });
      await wait(ms);
      fireEvent.pointerUp(carousel(), { pointerId: 1, clientX: 200 + dx, clientY: 100 + dy, pointerType: 'touch' });
    };
    await drag(-130, 1000);
    expect(activeIndex()).toBe(1);
    await drag(130, 1000);
    expect(activeIndex()).toBe(0);
    await drag(-60, 100);
    expect(activeIndex()).toBe(1);
    await drag(-100, 1000); // slow and under 30 %
    expect(activeIndex()).toBe(1);
    await drag(-30, 1000, 200); // mostly vertical: the page scrolls
    expect(activeIndex()).toBe(1);
  });

  it('follows the finger while dragging', async () => {
    await renderHero();
    fireEvent.pointerDown(carousel(), { pointerId: 1, clientX: 200, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerMove(carousel(), { pointerId: 1, clientX: 190, clientY: 100, pointerType: 'touch' });
    const first = screen.getByRole('group', { name: 'Godavari Sunrise' });
    expect(first.style.transform).toBe('translateX(calc(0% + 0px))'); // under 20 px: no drag yet
    fireEvent.pointerMove(carousel(), { pointerId: 1, clientX: 150, clientY: 104, pointerType: 'touch' });
    expect(first.style.transform).toBe('translateX(calc(0% + -50px))');
    const incoming = screen.getByRole('group', { name: 'Village Cricket', hidden: true });
    expect(incoming.style.transform).toBe('translateX(calc(100% + -50px))');
    expect(incoming.style.visibility).toBe('');
  });

  it('opens the movie on a tap at 768 px or less, but not after a swipe or on desktop', async () => {
    vi.stubGlobal('innerWidth', 1024);
    await renderHero();
    fireEvent.click(screen.getByRole('group', { name: 'Godavari Sunrise' }));
    expect(screen.queryByRole('heading', { name: 'Movie page' })).toBeNull();

    vi.stubGlobal('innerWidth', 390);
    fireEvent.pointerDown(carousel(), { pointerId: 2, clientX: 300, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerMove(carousel(), { pointerId: 2, clientX: 270, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerUp(carousel(), { pointerId: 2, clientX: 270, clientY: 100, pointerType: 'touch' });
    fireEvent.click(screen.getByRole('group', { name: 'Godavari Sunrise' }));
    expect(screen.queryByRole('heading', { name: 'Movie page' })).toBeNull();

    fireEvent.click(screen.getByRole('group', { name: 'Godavari Sunrise' }));
    await flush();
    expect(screen.getByTestId('location').textContent).toBe('/movie/10');
  });
});
