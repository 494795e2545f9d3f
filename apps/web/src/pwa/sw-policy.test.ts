import { describe, expect, it } from 'vitest';
import { ARTWORK_CACHE, keysOverCap, staleCaches, strategyFor } from './sw-policy.ts';

const origin = 'https://tv.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${origin}${path}`, mode });

describe('strategyFor', () => {
  it('serves navigations of the app and its built files', () => {
    expect(strategyFor(get('/downloads', 'navigate'), origin)).toBe('navigation');
    expect(strategyFor(get('/movie/3', 'navigate'), origin)).toBe('navigation');
    expect(strategyFor(get('/assets/index-abc123.js'), origin)).toBe('asset');
    expect(strategyFor(get('/icons/icon-192.png'), origin)).toBe('asset');
    expect(strategyFor(get('/manifest.webmanifest'), origin)).toBe('asset');
  });

  it('caches artwork but never API answers, media, keys or other sites', () => {
    expect(strategyFor(get('/media/art/video-3/poster.0123456789ab.jpg'), origin)).toBe('artwork');
    for (const path of ['/api/videos/', '/api/drm/keys/abc/', '/users/profile/', '/media/demo/x/master.m3u8', '/media/s/1-abc/protected/x/seg1.m4s', '/sandbox/checkout/1']) {
      expect(strategyFor(get(path), origin), path).toBe('none');
      expect(strategyFor(get(path, 'navigate'), origin), path).toBe('none');
    }
    expect(strategyFor({ method: 'POST', url: `${origin}/assets/a.js`, mode: 'cors' }, origin)).toBe('none');
    expect(strategyFor(get('/assets/a.js'), 'https://other.example')).toBe('none');
    expect(strategyFor({ method: 'GET', url: 'not a url', mode: 'cors' }, origin)).toBe('none');
  });
});

describe('cache housekeeping', () => {
  it('drops the oldest pictures beyond the cap', () => {
    expect(keysOverCap(['a', 'b', 'c', 'd'], 2)).toEqual(['a', 'b']);
    expect(keysOverCap(['a'], 2)).toEqual([]);
  });

  it('deletes older shells and keeps the current one and the artwork', () => {
    expect(staleCaches(['ott-shell-old', 'ott-shell-new', ARTWORK_CACHE, 'other'], 'ott-shell-new')).toEqual(['ott-shell-old']);
  });
});
