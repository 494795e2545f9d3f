// /downloads (issue 18.3): lists this viewer's copies with quality, size, expiry and progress; an
// expired copy never offers Play (judged by its stored expiry, also offline); online, the copies
// the server calls expired or not entitled are deleted; Play opens the offline player.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DownloadLicence } from '@ott/contract';
import { stubApi } from '@/testing/api-stub.ts';
import { makeUser } from '@/testing/fixtures.ts';
import { renderElement } from '@/testing/render.tsx';
import { freshSessionPerTest } from '@/testing/session.ts';
import { useDownloadRecords, type DownloadRecord } from '../lib/download-records.ts';
import { Component as DownloadsRoute } from './downloads-route.tsx';

const removed = vi.hoisted(() => ({ uris: [] as string[] }));
vi.mock('../lib/offline-storage.ts', () => ({
  canStoreOffline: () => true,
  listCopies: async () => [
    { offlineUri: 'offline:manifest/1', videoId: 1, bytes: 45_000_000, isIncomplete: false },
    { offlineUri: 'offline:manifest/2', videoId: 2, bytes: 30_000_000, isIncomplete: false },
    { offlineUri: 'offline:manifest/3', videoId: 3, bytes: 30_000_000, isIncomplete: false },
    { offlineUri: 'offline:manifest/9', videoId: 9, bytes: 1_000, isIncomplete: true },
  ],
  removeCopies: async (uris: string[]) => void removed.uris.push(...uris),
  storeCopy: () => ({ done: new Promise(() => undefined), abort: async () => undefined }),
}));
vi.mock('../components/offline-player.tsx', () => ({
  OfflinePlayer: ({ title, offlineUri }: { title: string; offlineUri: string }) => (
    <div role="dialog" aria-label={title}>
      {offlineUri}
    </div>
  ),
}));

const DAY = 86_400_000;
const owner = makeUser().phone;
const record = (videoId: number, change: Partial<DownloadRecord> = {}): DownloadRecord => ({
  videoId,
  licenceId: 100 + videoId,
  owner,
  title: `Film ${videoId}`,
  posterUrl: null,
  height: 720,
  createdAt: Date.now() - DAY - videoId * 60_000,
  expiresAt: Date.now() + 29 * DAY + 60_000,
  firstPlayedAt: null,
  playedPending: false,
  state: 'done',
  progress: 1,
  estimatedBytes: 40_000_000,
  storedBytes: 45_000_000,
  offlineUri: `offline:manifest/${videoId}`,
  ...change,
});
const licence = (r: DownloadRecord, status: DownloadLicence['status']): DownloadLicence => ({
  id: r.licenceId,
  video_id: r.videoId,
  height: r.height,
  created_at: new Date(r.createdAt).toISOString(),
  expires_at: new Date(r.expiresAt).toISOString(),
  first_played_at: null,
  status,
});

function setOnline(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
}

describe('/downloads', { timeout: 40_000 }, () => {
  freshSessionPerTest(() => makeUser());
  beforeEach(() => {
    removed.uris = [];
  });
  afterEach(() => vi.restoreAllMocks());

  it('offline: lists quality, size and expiry, plays an active copy and never an expired one', async () => {
    setOnline(false);
    const api = stubApi({});
    useDownloadRecords.setState({
      records: {
        1: record(1),
        2: record(2, { expiresAt: Date.now() - 1000, createdAt: Date.now() - 31 * DAY }),
        3: record(3, { state: 'paused', progress: 0.3, offlineUri: null, storedBytes: null }),
        4: { ...record(4), owner: '9999999999' },
      },
      pendingDeletes: [],
    });
    renderElement(<DownloadsRoute />);
    expect(screen.getByText('You are offline. Downloaded titles still play.')).toBeTruthy();
    // Newest first; another account's copy is not shown.
    const items = within(screen.getByRole('list', { name: 'Downloads' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Film 1', 'Film 3', 'Film 2']);
    const [active, downloading, expired] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(active).getByText('720p · 45 MB')).toBeTruthy();
    expect(within(active).getByText('Expires in 29 days')).toBeTruthy();
    expect(within(active).getByText('Expires 48 hours after you first play it')).toBeTruthy();
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(expired).queryByRole('button', { name: /^Play/ })).toBeNull();
    expect(within(downloading).getByText('Paused')).toBeTruthy();
    expect(within(downloading).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    expect(within(downloading).getByRole('button', { name: 'Resume Film 3' })).toBeTruthy();
    expect(screen.getByText('Space used: 90 MB in downloads')).toBeTruthy();

    await userEvent.click(within(active).getByRole('button', { name: 'Play Film 1' }));
    expect(screen.getByRole('dialog', { name: 'Film 1' }).textContent).toBe('offline:manifest/1');
    // The first play starts the 48-hour clock here, and is reported when the app is next online.
    const played = useDownloadRecords.getState().records['1']!;
    expect(played.playedPending).toBe(true);
    expect(played.expiresAt - played.firstPlayedAt!).toBeLessThanOrEqual(48 * 3_600_000);
    // ... and the list says so at once, measured from now rather than from when the page opened.
    expect(within(active).getByText('Expires in 48 hours')).toBeTruthy();
    expect(within(active).queryByText('Expires 48 hours after you first play it')).toBeNull();
    // Nothing went to the server while offline but the failed report of that play.
    expect(api.calls.every((call) => call.path === '/api/downloads/101/played/')).toBe(true);
    // The copy nobody lists (a tab closed mid-download) is deleted.
    await waitFor(() => expect(removed.uris).toEqual(['offline:manifest/3', 'offline:manifest/9']));
  });

  it('online: deletes the copies the server calls expired or not entitled, and says so', async () => {
    setOnline(true);
    const keep = record(1);
    const gone = record(2);
    const withdrawn = record(3);
    useDownloadRecords.setState({ records: { 1: keep, 2: gone, 3: withdrawn }, pendingDeletes: [555] });
    const api = stubApi({
      'GET /api/downloads/': () => ({ body: { status: 'success', downloads: [licence(keep, 'active'), licence(gone, 'expired'), licence(withdrawn, 'not_entitled')], limit: 25, used: 1 } }),
      'DELETE /api/downloads/:id/': () => ({ body: { status: 'success', message: 'Download deleted' } }),
    });
    renderElement(<DownloadsRoute />, { toaster: true });
    expect(await screen.findByText('2 downloads were removed: they expired or are no longer in your plan.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Downloads' })).getAllByRole('listitem')).toHaveLength(1));
    expect(within(screen.getByRole('list', { name: 'Downloads' })).getByRole('heading').textContent).toBe('Film 1');
    expect(removed.uris).toEqual(expect.arrayContaining(['offline:manifest/2', 'offline:manifest/3']));
    expect(removed.uris).not.toContain('offline:manifest/1');
    // The deletion made offline earlier reached the server, and so do the licences of the removed copies.
    expect(api.callsTo('DELETE', '/api/downloads/555/')).toHaveLength(1);
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/downloads/555/', '/api/downloads/102/', '/api/downloads/103/']));
    expect(useDownloadRecords.getState().pendingDeletes).toEqual([]);
    expect(await screen.findByText('1 of 25 downloads')).toBeTruthy();
  });
});
