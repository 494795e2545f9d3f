import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '@/app/i18n.ts';
import { success, type Reply } from '@/testing/api-stub.ts';
import { loadedUrls, preparePlayback } from '@/testing/fake-shaka-engine.ts';
import { currentLocation } from '@/testing/render.tsx';
import { setSignedOut } from '@/testing/session.ts';
import { makeRegionalVideo } from '../testing/fixtures.ts';
import { mockRegionalApi, renderRegional, requestsTo } from '../testing/render-regional.tsx';

vi.mock('@/features/player/engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'));

const VILLAGE_VIDEOS = '/api/frontend/videos/';
const title = (name: string) => screen.findByRole('heading', { level: 1, name });
const open = async (name: string) => fireEvent.click(await screen.findByRole('link', { name: new RegExp(name) }));
const back = () => fireEvent.click(screen.getByRole('button', { name: 'Back' }));
const villageVideo = () => ({ ...makeRegionalVideo({ title: 'Tagarapuvalasa Market Day' }), name: 'Market Day at Tagarapuvalasa' });

describe('/regional/{stateId} drill-down (SPEC 2.13)', () => {
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

  it('drills from a state to a village’s videos with the spec’s titles, and plays one', async () => {
    const fetchMock = mockRegionalApi({ [VILLAGE_VIDEOS]: () => success([villageVideo()]) });
    renderRegional('/regional/1');
    expect(await title('Andhra Pradesh Districts')).toBeTruthy();
    await open('Visakhapatnam');
    expect(await title('Visakhapatnam Constituencies')).toBeTruthy();
    expect(currentLocation()).toBe('/regional/1?district_id=11');
    await open('Bheemili');
    expect(await title('Bheemili Mandals')).toBeTruthy();
    await open('Bheemunipatnam');
    expect(await title('Bheemunipatnam Villages')).toBeTruthy();
    await open('Tagarapuvalasa');
    expect(await title('Tagarapuvalasa Videos')).toBeTruthy();
    expect(currentLocation()).toBe('/regional/1?district_id=11&constituency_id=111&mandal_id=1111&village_id=11111');
    expect(requestsTo(fetchMock, VILLAGE_VIDEOS)).toEqual(['?village_id=11111']);

    // Village videos show their name and duration.
    const card = await screen.findByRole('button', { name: /Market Day at Tagarapuvalasa/ });
    expect(within(card).getByText('16:00')).toBeTruthy();
    fireEvent.click(card);
    expect(await screen.findByRole('dialog', { name: 'Market Day at Tagarapuvalasa' })).toBeTruthy();
    await waitFor(() => expect(loadedUrls()).toEqual(['/media/demo/market/master.m3u8']), { timeout: 10_000 });
    // Six levels and the player chunk: longer than the default 5 s on a busy machine.
  }, 30_000);

  it('Back goes up one level at a time, to the states list and then home', async () => {
    mockRegionalApi();
    renderRegional('/regional/1', ['/']);
    await open('Visakhapatnam');
    await open('Bheemili');
    expect(await title('Bheemili Mandals')).toBeTruthy();
    back();
    expect(await title('Visakhapatnam Constituencies')).toBeTruthy();
    back();
    expect(await title('Andhra Pradesh Districts')).toBeTruthy();
    expect(currentLocation()).toBe('/regional/1');
    back();
    expect(await title('States')).toBeTruthy();
    expect(currentLocation()).toBe('/regional/1?level=states');
    expect(await screen.findByText('2 districts')).toBeTruthy();
    back();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(currentLocation()).toBe('/');
  });

  it('Back from a level opened by link (or reload) goes to its parent level', async () => {
    mockRegionalApi();
    renderRegional('/regional/1?district_id=11&constituency_id=111');
    expect(await title('Bheemili Mandals')).toBeTruthy();
    back();
    expect(await title('Visakhapatnam Constituencies')).toBeTruthy();
    expect(currentLocation()).toBe('/regional/1?district_id=11');
  });

  it('choosing a state in the states list opens its districts', async () => {
    mockRegionalApi();
    renderRegional('/regional/1?level=states');
    expect(await title('States')).toBeTruthy();
    await open('Telangana');
    expect(await title('Telangana Districts')).toBeTruthy();
    expect(currentLocation()).toBe('/regional/2');
  });

  it('shows No Data for an empty level', async () => {
    mockRegionalApi();
    renderRegional('/regional/1?district_id=12&constituency_id=121');
    expect(await title('Gudivada Mandals')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No Data' })).toBeTruthy();
    expect(screen.getByText('Nothing found at this level. Please go back and try a different selection.')).toBeTruthy();
  });

  it('shows the level’s failure with Try Again, which reloads it', async () => {
    let fail = true;
    mockRegionalApi({
      '/api/frontend/districts/': (): Reply =>
        fail ? { status: 500 } : { body: { status: 'success', data: [{ id: 11, name: 'Visakhapatnam', image_url: null }] } },
    });
    renderRegional('/regional/1');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load districts data')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: /Visakhapatnam/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['/regional/1?level=states', '/api/frontend/states/', 'Failed to load states data'],
    ['/regional/1?district_id=11', '/api/frontend/constituencies/', 'Failed to load constituencies data'],
    ['/regional/1?district_id=11&constituency_id=111', '/api/frontend/mandals/', 'Failed to load mandals data'],
    ['/regional/1?district_id=11&constituency_id=111&mandal_id=1111', '/api/frontend/villages/', 'Failed to load villages data'],
    ['/regional/1?district_id=11&constituency_id=111&mandal_id=1111&village_id=11111', VILLAGE_VIDEOS, 'Failed to load videos data'],
  ])('%s: a failed %s shows “%s”', async (entry, failing, message) => {
    mockRegionalApi({ [failing]: () => ({ status: 500 }) });
    renderRegional(entry);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('a link to a region that is not there shows the selection error', async () => {
    mockRegionalApi();
    renderRegional('/regional/1?district_id=99');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error occurred while selecting')).toBeTruthy();
  });
});
