import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPlayback } from './request-playback.ts';
import { clearPrefetched } from './stream-prefetch.ts';

const engine = vi.hoisted(() => ({ warmUpPlayback: vi.fn() }));
vi.mock('../engine/shaka-engine.ts', () => engine);

describe('requestPlayback (issue 13.2)', () => {
  afterEach(() => {
    clearPrefetched();
    vi.unstubAllGlobals();
  });

  it('requests the manifest in the click itself, before the engine module has resolved', async () => {
    const fetchSpy = vi.fn(async () => new Response('#EXTM3U', { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    requestPlayback({ url: '/media/demo/a/master.m3u8' });
    expect(fetchSpy).toHaveBeenCalledWith(`${window.location.origin}/media/demo/a/master.m3u8`, expect.anything());
    expect(engine.warmUpPlayback).not.toHaveBeenCalled();
    // The engine still gets the source to prepare its player once its module is here.
    await vi.waitFor(() => expect(engine.warmUpPlayback).toHaveBeenCalledWith({ url: '/media/demo/a/master.m3u8' }));
  });
});
