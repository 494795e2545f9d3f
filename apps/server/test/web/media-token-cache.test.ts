// Signed media tokens are checked once and remembered (issue 13.6), never past their expiry and
// never for another secret.
import { describe, expect, it } from 'vitest';
import { resolveMediaUrl } from '../../src/lib/http/media-origin/media-path.ts';
import { signedMediaUrl } from '../../src/lib/media-url.ts';

const SECRET = 'media-secret-for-token-cache-test';
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

describe('remembered media tokens', () => {
  it('serve the directory until the token expires, then refuse, as the first check would', () => {
    const url = signedMediaUrl({ baseUrl: '/media', secret: SECRET, mediaPath: 'protected/demo/clip/master.m3u8', now: NOW, ttlSeconds: 60 });
    expect(resolveMediaUrl(url, SECRET, NOW)).toEqual({ kind: 'file', file: 'protected/demo/clip/master.m3u8', access: 'private' });
    const segment = url.replace('master.m3u8', 'chunk-stream0-00001.m4s');
    expect(resolveMediaUrl(segment, SECRET, NOW + 59_000)).toMatchObject({ kind: 'file', access: 'private' });
    expect(resolveMediaUrl(segment, SECRET, NOW + 61_000)).toEqual({ kind: 'forbidden' });
  });

  it('are not taken for another secret or another directory', () => {
    const url = signedMediaUrl({ baseUrl: '/media', secret: SECRET, mediaPath: 'protected/demo/clip/master.m3u8', now: NOW });
    expect(resolveMediaUrl(url, SECRET, NOW)).toMatchObject({ kind: 'file' });
    expect(resolveMediaUrl(url, 'another-secret', NOW)).toEqual({ kind: 'forbidden' });
    expect(resolveMediaUrl(url.replace('/demo/clip/', '/demo/other/'), SECRET, NOW)).toEqual({ kind: 'forbidden' });
  });
});
