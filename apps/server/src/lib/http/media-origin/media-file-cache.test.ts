import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMediaFileCache, STAT_TTL_MS } from './media-file-cache.ts';

function mediaDir(files: Record<string, Buffer | string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ott-media-cache-'));
  for (const [name, data] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), data);
  }
  return root;
}

describe('media file cache', () => {
  it('keeps file contents within its byte budget, oldest out first, and still describes evicted files', async () => {
    const kb4 = Buffer.alloc(4096, 1);
    const root = mediaDir({
      'a.m4s': kb4,
      'b.m4s': kb4,
      'c.m4s': kb4,
      'big.mp4': Buffer.alloc(20_000, 2),
    });
    const cache = createMediaFileCache({ root, maxBytes: 10_000 });
    const a = await cache.lookup('a.m4s');
    await cache.lookup('b.m4s');
    await cache.lookup('c.m4s');
    expect(cache.cachedBytes).toBe(8192);
    expect(a?.bytes).toBeNull();
    expect((await cache.lookup('c.m4s'))?.bytes?.equals(kb4)).toBe(true);
    const big = await cache.lookup('big.mp4');
    expect(big?.size).toBe(20_000);
    expect(big?.bytes).toBeNull();
    expect(cache.cachedBytes).toBeLessThanOrEqual(10_000);
  });

  it('sees a file rewritten in place once its stat is older than STAT_TTL_MS, and forgets a removed one', async () => {
    const root = mediaDir({ 'poster.jpg': 'first' });
    let now = 1_000_000;
    const cache = createMediaFileCache({ root, maxBytes: 1_000_000, now: () => now });
    expect((await cache.lookup('poster.jpg'))?.bytes?.toString()).toBe('first');
    fs.writeFileSync(path.join(root, 'poster.jpg'), 'second!');
    fs.utimesSync(path.join(root, 'poster.jpg'), new Date(), new Date(Date.now() + 5000));
    now += STAT_TTL_MS + 1;
    const second = await cache.lookup('poster.jpg');
    expect(second?.bytes?.toString()).toBe('second!');
    fs.rmSync(path.join(root, 'poster.jpg'));
    now += STAT_TTL_MS + 1;
    expect(await cache.lookup('poster.jpg')).toBeNull();
    expect(cache.cachedBytes).toBe(0);
  });

  it('answers many requests for a cold file with one read', async () => {
    const root = mediaDir({ 'seg.m4s': 'segment' });
    const cache = createMediaFileCache({ root, maxBytes: 1_000_000 });
    const infos = await Promise.all(Array.from({ length: 20 }, () => cache.lookup('seg.m4s')));
    expect(new Set(infos).size).toBe(1);
    expect(await cache.lookup('missing.m4s')).toBeNull();
    expect(await cache.lookup('.')).toBeNull();
  });

  it('peek: the settled description of a file checked within STAT_TTL_MS, else undefined (never for manifests)', async () => {
    const root = mediaDir({ 'seg.m4s': 'segment', 'index.m3u8': '#EXTM3U' });
    let now = 1_000_000;
    const cache = createMediaFileCache({ root, maxBytes: 1_000_000, now: () => now });
    expect(cache.peek('seg.m4s')).toBeUndefined();
    const pending = cache.lookup('seg.m4s');
    expect(cache.peek('seg.m4s')).toBeUndefined();
    const info = await pending;
    expect(cache.peek('seg.m4s')).toBe(info);
    now += STAT_TTL_MS;
    expect(cache.peek('seg.m4s')).toBeUndefined();
    await cache.lookup('index.m3u8');
    expect(cache.peek('index.m3u8')).toBeUndefined();
    expect(await cache.lookup('missing.m4s')).toBeNull();
    expect(cache.peek('missing.m4s')).toBeUndefined();
  });
});
