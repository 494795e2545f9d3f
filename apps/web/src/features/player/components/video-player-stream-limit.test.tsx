// Issue 18.1 in the movie player: a paid title (a signed URL of a catalogue video) opens a playback
// session alongside the load; on 409 the picture pauses under the limit dialog, and "Stop playback
// there and watch here" takes that stream over and plays; a heartbeat answered 410 pauses it with
// the reason; closing stops the session (keepalive); a free title opens none.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { PLAYBACK_HEARTBEAT_SECONDS, type StreamLimitResponse } from '@ott/contract';
import i18n from '@/app/i18n.ts';
import { stubApi, type Reply } from '@/testing/api-stub.ts';
import { loadedUrls, preparePlayback } from '@/testing/fake-shaka-engine.ts';
import { resetAll, signIn } from '@/testing/session.ts';
import { VideoPlayer } from './video-player.tsx';

vi.mock('../engine/shaka-engine.ts', () => import('@/testing/fake-shaka-engine.ts'));

const PAID = '/media/s/1796666160-PnYU1pFR5fYBjS9qOEPjlw/protected/demo/rayalaseema-roar/master.m3u8';
const FREE = '/media/demo/godavari-sunrise/master.m3u8';
const HERE = '0b6c7f1e-2d3a-4b5c-8d6e-7f8091a2b3c4';
const THERE = '6c1e9f4a-3b7d-4e2a-9f00-0a1b2c3d4e5f';
const started = (id: string): Reply => ({ body: { status: 'success', session: { id, heartbeat_seconds: PLAYBACK_HEARTBEAT_SECONDS } } });
const limit: StreamLimitResponse = {
  status: 'error',
  message: 'You are already watching on another device. Your plan allows 1 device at a time.',
  limit: 1,
  streams: [{ id: THERE, device_label: 'Chrome on Android', video_id: 7, title: 'Rayalaseema Roar', started_at: new Date().toISOString(), last_seen_at: new Date().toISOString() }],
};

const flush = (ms = 0) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

async function renderPlayer(source = PAID) {
  const onClose = vi.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <VideoPlayer source={source} videoId={7} title="Rayalaseema Roar" onClose={onClose} />
    </I18nextProvider>,
  );
  await flush();
  return { ...view, onClose };
}

describe('VideoPlayer streams at once (issue 18.1)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetAll();
    signIn();
    preparePlayback();
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    resetAll();
  });

  it('opens a session with the load; on the limit it pauses under the dialog, and a takeover plays here', async () => {
    let replies: Reply[] = [{ status: 409, body: limit }, started(HERE)];
    const { calls } = stubApi({ 'POST /api/playback/sessions/': () => replies.shift()! });
    await renderPlayer();
    expect(loadedUrls()).toEqual([PAID]);
    const starts = calls.filter((c) => c.path === '/api/playback/sessions/');
    expect(starts).toHaveLength(1);
    expect(starts[0]!.body).toEqual({ video_id: 7, device_id: expect.stringMatching(/^web-/) });
    const dialog = screen.getByRole('alertdialog', { name: 'Watching on too many devices' });
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    // Play is held while the dialog is up (a key or a tap on the picture).
    const pauses = vi.mocked(HTMLMediaElement.prototype.pause).mock.calls.length;
    fireEvent(screen.getByTestId('video-player-video'), new Event('play'));
    expect(vi.mocked(HTMLMediaElement.prototype.pause).mock.calls.length).toBe(pauses + 1);

    const plays = vi.mocked(HTMLMediaElement.prototype.play).mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop playback on Chrome on Android and watch here' }));
    await flush();
    const takeover = calls.filter((c) => c.path === '/api/playback/sessions/')[1]!;
    expect(takeover.body).toMatchObject({ video_id: 7, replace: THERE });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(vi.mocked(HTMLMediaElement.prototype.play).mock.calls.length).toBeGreaterThan(plays);
    replies = [];
  });

  it('heartbeats every 30 s, paused or not, and stops with the reason when the answer is 410', async () => {
    const { calls } = stubApi({
      'POST /api/playback/sessions/': () => started(HERE),
      'POST /api/playback/sessions/:id/heartbeat/': () => ({ status: 200, body: { status: 'success', heartbeat_seconds: 30 } }),
    });
    const view = await renderPlayer();
    await flush(PLAYBACK_HEARTBEAT_SECONDS * 1000);
    expect(calls.filter((c) => c.path.endsWith('/heartbeat/')).map((c) => c.path)).toEqual([`/api/playback/sessions/${HERE}/heartbeat/`]);
    expect(screen.queryByRole('alert')).toBeNull();

    stubApi({
      'POST /api/playback/sessions/:id/heartbeat/': () => ({
        status: 410,
        body: { status: 'error', message: 'Playback stopped: this account started watching on another device.', reason: 'taken_over' },
      }),
      'POST /api/playback/sessions/': () => ({ status: 409, body: limit }),
    });
    await flush(PLAYBACK_HEARTBEAT_SECONDS * 1000);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Playback stopped: this account started watching on another device.');
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    // Watch here asks again, which here meets the limit: the dialog offers the takeover.
    fireEvent.click(within(alert).getByRole('button', { name: 'Watch here' }));
    await flush();
    expect(screen.getByRole('alertdialog', { name: 'Watching on too many devices' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(view.onClose).toHaveBeenCalled();
  });

  it('stops the session with keepalive when the player closes', async () => {
    const { calls } = stubApi({ 'POST /api/playback/sessions/': () => started(HERE), 'POST /api/playback/sessions/:id/stop/': () => ({ body: { status: 'success' } }) });
    const view = await renderPlayer();
    view.unmount();
    await flush();
    const stop = calls.find((c) => c.path === `/api/playback/sessions/${HERE}/stop/`);
    expect(stop?.init.keepalive).toBe(true);
  });

  it('opens no session for a free title', async () => {
    const { calls } = stubApi({});
    await renderPlayer(FREE);
    await flush(PLAYBACK_HEARTBEAT_SECONDS * 1000 * 2);
    expect(calls.filter((c) => c.path.startsWith('/api/playback/'))).toEqual([]);
  });
});
