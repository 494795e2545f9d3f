import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AdViewId } from '@ott/contract';
import { stubApi, type Reply } from '@/testing/api-stub.ts';
import { renderElement } from '@/testing/render.tsx';
import { freshSessionPerTest } from '@/testing/session.ts';
import type { EngineListeners } from '@/features/player/index.ts';
import { makeAd, videoAds } from '../testing/fixtures.ts';
import { PreRollGate } from './pre-roll-gate.tsx';

// jsdom must never load Shaka: a scripted engine that records its sources and its listeners.
const fake = vi.hoisted(() => ({ listeners: [] as EngineListeners[], urls: [] as string[] }));
vi.mock('@/features/player/engine/shaka-engine.ts', () => ({
  loadShaka: vi.fn(),
  warmUpPlayback: vi.fn(),
  createShakaEngine: vi.fn(async (_video: HTMLVideoElement, listeners: EngineListeners) => {
    fake.listeners.push(listeners);
    return {
      load: async (source: { url: string }) => void fake.urls.push(source.url),
      getQualities: () => [],
      setQuality: () => undefined,
      isAutoQuality: () => true,
      destroy: async () => undefined,
    };
  }),
}));

const IMPRESSION = '/api/advertisements/:id/track_impression/';
const TWO_ADS = [makeAd({ id: 1, title: 'Festival Specials', skip_after: 3, call_to_action: 'Subscribe Now' }), makeAd({ id: 2, skip_after: 0, call_to_action: '' })];

function mockAds(reply: Reply) {
  return stubApi({
    'GET /api/video/:id/ads/': () => reply,
    [`POST ${IMPRESSION}`]: () => ({ body: { status: 'success', counted: true } }),
    'POST /api/advertisements/:id/track_click/': () => ({ body: { status: 'success', counted: true } }),
  });
}

const adVideo = () => screen.findByTestId('ad-video', {}, { timeout: 5000 }) as Promise<HTMLVideoElement>;

/** jsdom's media element never plays: move its clock and tell the UI. */
function play(video: HTMLVideoElement, currentTime: number, type = 'timeupdate') {
  Object.defineProperty(video, 'currentTime', { configurable: true, get: () => currentTime });
  act(() => void fireEvent(video, new Event(type)));
}

describe('PreRollGate (SPEC 4 Ads)', () => {
  freshSessionPerTest();
  beforeEach(() => {
    fake.listeners.splice(0);
    fake.urls.splice(0);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('plays the queue in order with a Skip countdown, Skip only after skip_after, then ads-finished', async () => {
    const api = mockAds({ body: videoAds(TWO_ADS) });
    const onDone = vi.fn();
    renderElement(<PreRollGate videoId={7} onDone={onDone} />);
    let video = await adVideo();
    expect(screen.getByRole('heading', { name: 'Festival Specials' })).toBeTruthy();
    expect(screen.getByTestId('ad-position').textContent).toBe('Ad 1 of 2');
    await waitFor(() => expect(fake.urls).toEqual(['/media/ads/1/master.m3u8']));
    play(video, 0, 'playing');
    expect(screen.getByTestId('skip-countdown').textContent).toBe('Skip in 3');
    expect(screen.queryByRole('button', { name: /Skip Ad/ })).toBeNull();
    play(video, 1.2);
    expect(screen.getByTestId('skip-countdown').textContent).toBe('Skip in 2');
    play(video, 2.95);
    expect(screen.getByTestId('skip-countdown').textContent).toBe('Skip in 1');
    expect(screen.queryByRole('button', { name: /Skip Ad/ })).toBeNull();
    play(video, 3.01);
    fireEvent.click(screen.getByRole('button', { name: /Skip Ad/ }));

    video = await adVideo();
    expect(screen.getByTestId('ad-position').textContent).toBe('Ad 2 of 2');
    // skip_after 0: skippable at once; no call to action text gives Learn More.
    expect(screen.getByRole('button', { name: /Skip Ad/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/plans');
    await waitFor(() => expect(fake.urls).toEqual(['/media/ads/1/master.m3u8', '/media/ads/2/master.m3u8']));
    play(video, 0, 'playing');
    expect(onDone).not.toHaveBeenCalled();
    play(video, 8, 'ended');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('ads-finished'));
    expect(onDone).toHaveBeenCalledTimes(1);

    const impressions = api.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/track_impression/'));
    expect(impressions.map((c) => c.path)).toEqual(['/api/advertisements/1/track_impression/', '/api/advertisements/2/track_impression/']);
    const [first, second] = impressions.map((c) => c.body as Record<string, unknown>);
    expect(first).toEqual({ impression_type: 'pre_roll', view_id: first!.view_id, video_id: 7 });
    expect(AdViewId.safeParse(first!.view_id).success).toBe(true);
    expect(second!.view_id).toBe(first!.view_id);
    expect(impressions[0]!.headers['X-CSRFToken']).toBeDefined();
  });

  it('posts one impression per ad per view, when the ad starts playing', async () => {
    const api = mockAds({ body: videoAds(TWO_ADS) });
    renderElement(<PreRollGate videoId={7} viewId="view-abc-123" onDone={vi.fn()} />);
    const video = await adVideo();
    await waitFor(() => expect(fake.urls).toHaveLength(1));
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    play(video, 0, 'playing');
    play(video, 1, 'pause');
    play(video, 1, 'playing');
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api.calls.at(-1)!.body).toMatchObject({ view_id: 'view-abc-123', impression_type: 'pre_roll' });
  });

  it('Close ends all remaining ads', async () => {
    mockAds({ body: videoAds(TWO_ADS) });
    const onDone = vi.fn();
    renderElement(<PreRollGate videoId={7} onDone={onDone} />);
    play(await adVideo(), 0, 'playing');
    fireEvent.click(screen.getByRole('button', { name: 'Close ads and play the video' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('ads-finished'));
    expect(screen.queryByText('Ad 2 of 2')).toBeNull();
    expect(fake.urls).toEqual(['/media/ads/1/master.m3u8']);
  });

  it('Escape closes the ads from the keyboard', async () => {
    mockAds({ body: videoAds(TWO_ADS) });
    const onDone = vi.fn();
    renderElement(<PreRollGate videoId={7} onDone={onDone} />);
    await adVideo();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Advertisement' }), { key: 'Escape' });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('ads-finished'));
  });

  it('emits no-ads for an empty pre-roll list without loading any ad', async () => {
    mockAds({ body: videoAds([]) });
    const onDone = vi.fn();
    renderElement(<PreRollGate videoId={7} onDone={onDone} />);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('no-ads'));
    expect(screen.queryByTestId('ad-video')).toBeNull();
    expect(fake.urls).toEqual([]);
  });

  it('skips the ads when they fail to load or to play', async () => {
    mockAds({ status: 500, body: { status: 'error', message: 'boom' } });
    const onLoadFailure = vi.fn();
    const view = renderElement(<PreRollGate videoId={7} onDone={onLoadFailure} />);
    await waitFor(() => expect(onLoadFailure).toHaveBeenCalledWith('ads-failed'));
    view.unmount();

    mockAds({ body: videoAds(TWO_ADS) });
    const onPlayFailure = vi.fn();
    renderElement(<PreRollGate videoId={7} onDone={onPlayFailure} />);
    await adVideo();
    await waitFor(() => expect(fake.listeners).toHaveLength(1));
    act(() => fake.listeners[0]!.onFatalError(new Error('manifest 404')));
    await waitFor(() => expect(onPlayFailure).toHaveBeenCalledWith('ads-failed'));
    expect(fake.urls).toEqual(['/media/ads/1/master.m3u8']);
  });

  it('posts a click once and follows the call to action', async () => {
    const api = mockAds({ body: videoAds(TWO_ADS) });
    renderElement(<PreRollGate videoId={7} onDone={vi.fn()} />);
    await adVideo();
    const cta = screen.getByRole('link', { name: 'Subscribe Now' });
    expect(cta.getAttribute('href')).toBe('/plans');
    fireEvent.click(cta);
    await waitFor(() => expect(api.callsTo('POST', '/api/advertisements/1/track_click/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/advertisements/1/track_click/')[0]!.body).toMatchObject({ video_id: 7 });
  });
});
