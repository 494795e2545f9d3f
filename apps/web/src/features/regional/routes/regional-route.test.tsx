import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '@/app/i18n.ts';
import { success, type Reply } from '@/testing/api-stub.ts';
import { loadedUrls, preparePlayback } from '@/testing/fake-shaka-engine.ts';
import { currentLocation } from '@/testing/render.tsx';
import { setSignedOut } from '@/testing/session.ts';
import { makeRegionalVideo } from '../testing/fixtures.ts';
import { mockRegionalApi, renderRegional, requestsTo } from '../testing/render-regional.tsx';

// jsdom must never load Shaka: the engine module is replaced by a recording fake.
vi.mock('@/features/player/engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'));

const BY_LOCATION = '/api/regional-videos/by_location/';
const select = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;
const videosReply = (videos: unknown[]) => () => success(videos);

/** Waits for an option to load, then picks it. */
async function choose(label: string, option: string) {
  const box = select(label);
  await waitFor(() => expect(within(box).getByRole('option', { name: option })).toBeTruthy());
  fireEvent.change(box, { target: { value: within(box).getByRole<HTMLOptionElement>('option', { name: option }).value } });
}

describe('/regional dropdown screen (SPEC 2.13, 4 Regional)', () => {
  beforeEach(async () => {
    preparePlayback();
    await i18n.changeLanguage('en');
    setSignedOut();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads every regional video with no region chosen', async () => {
    const fetchMock = mockRegionalApi({ [BY_LOCATION]: videosReply([makeRegionalVideo()]) });
    renderRegional('/regional');
    expect(await screen.findByRole('heading', { name: 'All Regional Videos' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Tagarapuvalasa Market Day/ })).toBeTruthy();
    expect(screen.getByText('16:00')).toBeTruthy();
    expect(requestsTo(fetchMock, BY_LOCATION)).toEqual(['']);
    expect(select('District').disabled).toBe(true);
  });

  it('preselects the state from ?state_id and loads its districts and videos', async () => {
    const fetchMock = mockRegionalApi();
    renderRegional('/regional?state_id=1');
    await waitFor(() => expect(select('State').value).toBe('1'));
    await choose('District', 'Visakhapatnam');
    expect(requestsTo(fetchMock, '/api/frontend/districts/')).toEqual(['?state_id=1']);
    expect(requestsTo(fetchMock, BY_LOCATION)[0]).toBe('?state_id=1');
    expect(await screen.findByRole('heading', { name: 'Videos from Visakhapatnam' })).toBeTruthy();
  });

  it('choosing a level clears every lower level and loads the next list', async () => {
    const fetchMock = mockRegionalApi();
    renderRegional('/regional');
    await choose('State', 'Andhra Pradesh');
    await choose('District', 'Visakhapatnam');
    await choose('Constituency', 'Bheemili');
    await choose('Mandal', 'Bheemunipatnam');
    expect(currentLocation()).toBe('/regional?state_id=1&district_id=11&constituency_id=111&mandal_id=1111');

    await choose('State', 'Telangana');
    expect(currentLocation()).toBe('/regional?state_id=2');
    expect(select('District').value).toBe('');
    expect(select('Constituency').value).toBe('');
    expect(select('Constituency').disabled).toBe(true);
    expect(select('Mandal').disabled).toBe(true);
    expect(select('Village').disabled).toBe(true);
    await choose('District', 'Warangal');
    expect(requestsTo(fetchMock, '/api/frontend/districts/')).toEqual(['?state_id=1', '?state_id=2']);
  });

  it('loads videos with the most specific chosen level only', async () => {
    const fetchMock = mockRegionalApi();
    renderRegional('/regional');
    await choose('State', 'Andhra Pradesh');
    await choose('District', 'Visakhapatnam');
    await choose('Constituency', 'Bheemili');
    await choose('Mandal', 'Bheemunipatnam');
    await choose('Village', 'Tagarapuvalasa');
    await waitFor(() => expect(requestsTo(fetchMock, BY_LOCATION).at(-1)).toBe('?village_id=11111'));
    expect(requestsTo(fetchMock, BY_LOCATION)).toEqual([
      '',
      '?state_id=1',
      '?district_id=11',
      '?constituency_id=111',
      '?mandal_id=1111',
      '?village_id=11111',
    ]);
  });

  it('a breadcrumb click resets the selection to that level', async () => {
    const fetchMock = mockRegionalApi();
    renderRegional('/regional?state_id=1&district_id=11&constituency_id=111&mandal_id=1111&village_id=11111');
    const crumbs = screen.getByRole('navigation', { name: 'Selected region' });
    await waitFor(() => expect(within(crumbs).getByText('Tagarapuvalasa').getAttribute('aria-current')).toBe('page'));
    fireEvent.click(within(crumbs).getByRole('button', { name: 'Visakhapatnam' }));
    expect(currentLocation()).toBe('/regional?state_id=1&district_id=11');
    expect(select('Constituency').value).toBe('');
    await waitFor(() => expect(requestsTo(fetchMock, BY_LOCATION).at(-1)).toBe('?district_id=11'));

    fireEvent.click(within(crumbs).getByRole('button', { name: 'All Regions' }));
    expect(currentLocation()).toBe('/regional');
  });

  it('Reset filters clears everything and loads all videos', async () => {
    const fetchMock = mockRegionalApi();
    renderRegional('/regional?state_id=1&district_id=11');
    await waitFor(() => expect(select('District').value).toBe('11'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Reset filters' })[0]!);
    expect(currentLocation()).toBe('/regional');
    expect(select('State').value).toBe('');
    expect(select('District').disabled).toBe(true);
    await waitFor(() => expect(requestsTo(fetchMock, BY_LOCATION).at(-1)).toBe(''));
    expect(await screen.findByRole('heading', { name: 'All Regional Videos' })).toBeTruthy();
  });

  it('drops a region its list does not hold, with every level below it', async () => {
    const fetchMock = mockRegionalApi();
    renderRegional('/regional?state_id=1&district_id=11&constituency_id=999&mandal_id=5');
    await waitFor(() => expect(currentLocation()).toBe('/regional?state_id=1&district_id=11'));
    expect(await screen.findByRole('heading', { name: 'Videos from Visakhapatnam' })).toBeTruthy();
    expect(select('Mandal').disabled).toBe(true);
    await waitFor(() => expect(requestsTo(fetchMock, BY_LOCATION).at(-1)).toBe('?district_id=11'));
  });

  it('shows No Videos Found for an empty selection', async () => {
    mockRegionalApi();
    renderRegional('/regional?state_id=2');
    expect(await screen.findByRole('heading', { name: 'No Videos Found' })).toBeTruthy();
    expect(screen.getByText('No videos found for the selected criteria. Please try selecting a different region.')).toBeTruthy();
  });

  it('shows a failed state list in Telugu (with the English line) and recovers with Try Again', async () => {
    let fail = true;
    mockRegionalApi({
      '/api/frontend/states/': (): Reply => (fail ? { status: 500, body: null } : { body: { status: 'success', data: [], message: '' } }),
    });
    renderRegional('/regional');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('రాష్ట్రాలను లోడ్ చేయడంలో విఫలమైంది. దయచేసి మళ్ళీ ప్రయత్నించండి.')).toBeTruthy();
    expect(within(alert).getByText('Failed to load states. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows district and video failures in Telugu only when Telugu is chosen', async () => {
    mockRegionalApi({
      '/api/frontend/districts/': () => ({ status: 500 }),
      [BY_LOCATION]: () => ({ status: 503 }),
    });
    await act(() => i18n.changeLanguage('te'));
    renderRegional('/regional?state_id=1');
    expect(await screen.findByText('జిల్లాలను లోడ్ చేయడంలో విఫలమైంది. దయచేసి మళ్ళీ ప్రయత్నించండి.')).toBeTruthy();
    expect(await screen.findByText('వీడియోలను లోడ్ చేయడంలో విఫలమైంది. దయచేసి మళ్ళీ ప్రయత్నించండి.')).toBeTruthy();
    expect(screen.queryByText('Failed to load videos. Please try again.')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'మళ్ళీ ప్రయత్నించండి' })).toHaveLength(2);
  });

  it('plays a free video in an overlay with a close button', async () => {
    mockRegionalApi({ [BY_LOCATION]: videosReply([makeRegionalVideo()]) });
    renderRegional('/regional');
    fireEvent.click(await screen.findByRole('button', { name: /Tagarapuvalasa Market Day/ }));
    const player = await screen.findByRole('dialog', { name: 'Tagarapuvalasa Market Day' });
    await waitFor(() => expect(loadedUrls()).toEqual(['/media/demo/market/master.m3u8']), { timeout: 10_000 });
    fireEvent.click(await within(player).findByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentLocation()).toBe('/regional');
  }, 20_000);

  it('sends a paid video to /plans with redirect and video_id without a subscription (SPEC 4)', async () => {
    mockRegionalApi({
      [BY_LOCATION]: videosReply([
        makeRegionalVideo({ id: 8, title: 'Undavalli Caves Story', video_type: 'paid', is_premium: true, hls_url: null, can_play: false }),
      ]),
    });
    renderRegional('/regional?state_id=1');
    fireEvent.click(await screen.findByRole('button', { name: /Undavalli Caves Story/ }));
    expect(currentLocation()).toBe('/plans?redirect=%2Fregional%3Fstate_id%3D1&video_id=8');
  });

  it('sends a rental without an active rental to /movie/{id}/rent', async () => {
    mockRegionalApi({
      [BY_LOCATION]: videosReply([makeRegionalVideo({ id: 9, title: 'Gudivada Harikatha', video_type: 'rental', hls_url: null, can_play: false })]),
    });
    renderRegional('/regional');
    fireEvent.click(await screen.findByRole('button', { name: /Gudivada Harikatha/ }));
    expect(currentLocation()).toBe('/movie/9/rent');
  });

  it('refuses a video without an .m3u8 stream (SPEC 5 Playback)', async () => {
    mockRegionalApi({ [BY_LOCATION]: videosReply([makeRegionalVideo({ hls_url: '/media/demo/market/clip.mp4' })]) });
    renderRegional('/regional');
    fireEvent.click(await screen.findByRole('button', { name: /Tagarapuvalasa Market Day/ }));
    expect(await screen.findByText('Sorry, the video is not available at the moment. Please try again later.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
