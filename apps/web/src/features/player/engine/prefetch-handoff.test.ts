import { describe, expect, it, vi } from 'vitest';
import type { PrefetchedResponse } from '../lib/stream-prefetch.ts';
import { createHandoffPlugin, type HandoffRequest, type Operation } from './prefetch-handoff.ts';

const operation = <T,>(promise: Promise<T>, onAbort: () => Promise<unknown>): Operation<T> => ({ promise, abort: onAbort });
const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const get: HandoffRequest = { method: 'GET', headers: {} };

function setup(prefetched: Map<string, Promise<PrefetchedResponse | null>>) {
  const fallback = vi.fn(() => operation(Promise.resolve('from the network'), async () => undefined));
  const take = vi.fn((uri: string) => {
    const found = prefetched.get(uri) ?? null;
    prefetched.delete(uri);
    return found;
  });
  const plugin = createHandoffPlugin({ take, fallback, operation });
  const call = (uri: string, request = get) => plugin(uri, request, 0, () => undefined, () => undefined, {});
  return { fallback, call };
}

describe('prefetch handoff to Shaka', () => {
  it('answers a prefetched GET without a second download, once, marked as cached for adaptive bitrate', async () => {
    const master: PrefetchedResponse = { uri: 'http://h/a/master.m3u8', data: bytes('#EXTM3U'), headers: { 'content-type': 'application/vnd.apple.mpegurl' }, status: 200 };
    const { fallback, call } = setup(new Map([['http://h/a/master.m3u8', Promise.resolve(master)]]));
    const response = (await call('http://h/a/master.m3u8').promise) as Record<string, unknown>;
    expect(fallback).not.toHaveBeenCalled();
    expect(response).toMatchObject({ uri: master.uri, originalUri: 'http://h/a/master.m3u8', data: master.data, status: 200, fromCache: true });
    expect(await call('http://h/a/master.m3u8').promise).toBe('from the network');
  });

  it('passes everything else to the network: other URLs, byte ranges, other methods, failed prefetches', async () => {
    const ok: PrefetchedResponse = { uri: 'http://h/x', data: bytes('x'), headers: {}, status: 200 };
    const { fallback, call } = setup(
      new Map<string, Promise<PrefetchedResponse | null>>([
        ['http://h/ranged', Promise.resolve(ok)],
        ['http://h/post', Promise.resolve(ok)],
        ['http://h/failed', Promise.resolve(null)],
      ]),
    );
    expect(await call('http://h/other').promise).toBe('from the network');
    expect(await call('http://h/ranged', { method: 'GET', headers: { Range: 'bytes=0-99' } }).promise).toBe('from the network');
    expect(await call('http://h/post', { method: 'POST', headers: {} }).promise).toBe('from the network');
    expect(await call('http://h/failed').promise).toBe('from the network');
    expect(fallback).toHaveBeenCalledTimes(4);
  });
});
