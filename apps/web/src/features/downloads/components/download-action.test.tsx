// The movie page's Download control (issue 18.3): who sees the button and who the Premium note,
// the quality choice with its size, the licence asked before anything is stored, progress, and a
// refusal in the server's words.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadLimitMessage, type DownloadLicence } from '@ott/contract';
import { stubApi } from '@/testing/api-stub.ts';
import { polyfillDialog } from '@/testing/dom.ts';
import { makeVideo } from '@/testing/fixtures.ts';
import { renderElement } from '@/testing/render.tsx';
import { freshSessionPerTest, setSignedOut } from '@/testing/session.ts';
import { makeUser } from '@/testing/fixtures.ts';
import { useDownloadRecords } from '../lib/download-records.ts';
import { DownloadAction } from './download-action.tsx';

const storing = vi.hoisted(() => ({ progress: null as ((value: number) => void) | null, finish: null as (() => void) | null, calls: [] as unknown[] }));
vi.mock('../lib/offline-storage.ts', () => ({
  canStoreOffline: () => true,
  listCopies: async () => [],
  removeCopies: async () => undefined,
  storeCopy(input: { height: number; onProgress(value: number): void }) {
    storing.calls.push(input);
    storing.progress = input.onProgress;
    const done = new Promise<{ offlineUri: string; bytes: number }>((resolve) => {
      storing.finish = () => resolve({ offlineUri: 'offline:manifest/1', bytes: 12_000_000 });
    });
    return { done, abort: async () => undefined };
  },
}));
vi.mock('../lib/stream-qualities.ts', () => ({
  fetchDownloadQualities: async () => [
    { height: 720, bandwidth: 2_900_000 },
    { height: 480, bandwidth: 1_200_000 },
  ],
}));

const video = makeVideo({ id: 7, title: 'Prema Katha', video_type: 'paid', duration: 600, hls_url: '/media/s/1-x/protected/demo/p/master.h1080.m3u8', can_play: true });
const licence: DownloadLicence = {
  id: 41,
  video_id: 7,
  height: 480,
  created_at: '2026-12-01T10:00:00.000Z',
  expires_at: '2026-12-31T10:00:00.000Z',
  first_played_at: null,
  status: 'active',
};
const plan = (limit: number) => ({ body: { status: 'success', downloads: [], limit, used: 0 } });

describe('DownloadAction', () => {
  freshSessionPerTest(() => makeUser());
  beforeEach(() => {
    polyfillDialog();
    storing.calls = [];
    useDownloadRecords.setState({ records: {}, pendingDeletes: [] });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tells a viewer whose plan has no downloads that Premium has them, with no button', async () => {
    stubApi({ 'GET /api/downloads/': () => plan(0) });
    renderElement(<DownloadAction video={video} />);
    expect(await screen.findByText(/Downloads are included in the Premium plan\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/plans');
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it('tells a visitor too, without asking the server', () => {
    setSignedOut();
    const api = stubApi({});
    renderElement(<DownloadAction video={video} />);
    expect(screen.getByText(/Downloads are included in the Premium plan\./)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('lets a Premium viewer choose a quality, asks for the licence, then shows progress until it is done', async () => {
    const api = stubApi({ 'GET /api/downloads/': () => plan(25), 'POST /api/downloads/': () => ({ status: 201, body: { status: 'success', download: licence } }) });
    renderElement(<DownloadAction video={video} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    const dialog = screen.getByRole('dialog', { name: 'Download Prema Katha' });
    // 1.2 Mbps for 600 s: 90 MB.
    await userEvent.click(await within(dialog).findByRole('radio', { name: /480p/ }));
    expect(within(dialog).getByText('about 90 MB')).toBeTruthy();
    expect(within(dialog).getByText('about 218 MB')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/downloads/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/downloads/')[0]!.body).toEqual({ video_id: 7, height: 480 });
    await waitFor(() => expect(storing.calls).toHaveLength(1));
    storing.progress?.(0.42);
    expect(await within(dialog).findByText('Downloading 42%')).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Download progress' }).getAttribute('aria-valuenow')).toBe('42');
    expect(within(dialog).getByText('Pause stops the download. Resume starts it again from the beginning.')).toBeTruthy();
    storing.finish?.();
    expect(await within(dialog).findByText('Downloaded')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Go to Downloads' }).getAttribute('href')).toBe('/downloads');
    expect(useDownloadRecords.getState().records['7']).toMatchObject({ licenceId: 41, height: 480, state: 'done', offlineUri: 'offline:manifest/1', storedBytes: 12_000_000 });
  });

  it('shows the server’s refusal and stores nothing when the plan’s limit is reached', async () => {
    stubApi({
      'GET /api/downloads/': () => plan(25),
      'POST /api/downloads/': () => ({ status: 403, body: { status: 'error', message: downloadLimitMessage(25) } }),
    });
    renderElement(<DownloadAction video={video} />, { toaster: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    const dialog = screen.getByRole('dialog', { name: 'Download Prema Katha' });
    await within(dialog).findByRole('radio', { name: /720p/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(downloadLimitMessage(25))).toBeTruthy();
    expect(storing.calls).toHaveLength(0);
    expect(useDownloadRecords.getState().records).toEqual({});
  });
});
