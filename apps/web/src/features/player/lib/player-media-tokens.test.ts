// Issue 18.1: a paid title's token renewal names the player's playback session, waits for one still
// starting (a nearly spent first token must not go out without it), and tells the player when the
// server refused it because that stream was stopped.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYBACK_SESSION_MESSAGES } from '@ott/contract';
import { stubApi } from '@/testing/api-stub.ts';
import { onPlaybackRefused, setPlaybackForDir } from './playback-by-dir.ts';
import { playerMediaTokens } from './player-media-tokens.ts';

const DIR = 'protected/demo/rayalaseema-roar';
const spentUrl = () => `/media/s/${Math.floor(Date.now() / 1000) + 5}-PnYU1pFR5fYBjS9qOEPjlw/${DIR}/master.m3u8`;
const PLAYBACK = '0b6c7f1e-2d3a-4b5c-8d6e-7f8091a2b3c4';

describe('player media-token renewal', () => {
  afterEach(() => {
    playerMediaTokens.clear();
    vi.unstubAllGlobals();
  });

  it('waits for the playback session being opened and names it', async () => {
    const { calls } = stubApi({ 'GET /api/media-token/': () => ({ body: { dir: DIR, token: '1796666760-AbCdEfGhIjKlMnOpQrStUv', expires_at: new Date().toISOString(), expires_in: 600 } }) });
    let open!: (id: string) => void;
    const release = setPlaybackForDir(DIR, new Promise<string>((resolve) => (open = resolve)));
    const fresh = playerMediaTokens.fresh(spentUrl());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
    open(PLAYBACK);
    expect(await fresh).toContain('/media/s/1796666760-AbCdEfGhIjKlMnOpQrStUv/');
    expect(calls[0]!.query.get('dir')).toBe(DIR);
    expect(calls[0]!.query.get('playback')).toBe(PLAYBACK);
    release();
  });

  it('reports a renewal refused for want of a live session, and only that refusal', async () => {
    const heard: string[] = [];
    const stop = onPlaybackRefused((dir) => heard.push(dir));
    stubApi({ 'GET /api/media-token/': () => ({ status: 403, body: { status: 'error', message: 'Subscribe to watch this content' } }) });
    await playerMediaTokens.fresh(spentUrl());
    expect(heard).toEqual([]);
    playerMediaTokens.clear();
    stubApi({ 'GET /api/media-token/': () => ({ status: 403, body: { status: 'error', message: PLAYBACK_SESSION_MESSAGES.renewalRefused } }) });
    await playerMediaTokens.fresh(spentUrl());
    expect(heard).toEqual([DIR]);
    stop();
  });
});
