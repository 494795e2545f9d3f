// The paid-media token (issue 14.2, lib/media-url.ts): one directory, an expiry, no user; the hash is
// the one nginx's secure_link_md5 computes; Node's media origin grants exactly what nginx grants.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MEDIA_TOKEN_LIFETIME_SECONDS } from '@ott/contract';
import { loadConfig } from '../../src/config.ts';
import { ANONYMOUS_VIEWER, presentVideo, type Viewer } from '../../src/features/catalogue/service.ts';
import type { VideoBase } from '../../src/features/catalogue/video-base.ts';
import { resolveMediaUrl } from '../../src/lib/http/media-origin/media-path.ts';
import { mediaToken, mediaTokenExpiry, readMediaToken, signedMediaUrl } from '../../src/lib/media-url.ts';

const SECRET = 'edge-secret-for-the-media-token-test';
const NOW = Date.UTC(2026, 10, 27, 12, 0, 30);
const MINUTE = 60_000;
const DIR = 'protected/demo/rayalaseema-roar';
const FILES = ['master.m3u8', 'media_0.m3u8', 'manifest.mpd', 'init-stream0.m4s', 'chunk-stream0-00001.m4s', 'chunk-stream3-00042.m4s'];

const tokenOf = (url: string) => /\/media\/s\/([^/]+)\//.exec(url)?.[1] ?? '';
const granted = (token: string, file: string, now = NOW) => resolveMediaUrl(`/media/s/${token}/${file}`, SECRET, now);

describe('the token', () => {
  const expires = Math.floor(NOW / 1000) + 600;
  const token = mediaToken(SECRET, DIR, expires);

  it('is `{expires}-{base64url MD5 of "{expires}/{dir} {secret}"}`, what nginx secure_link_md5 computes', () => {
    const md5 = crypto.createHash('md5').update(`${expires}/${DIR} ${SECRET}`).digest();
    expect(token).toBe(`${expires}-${md5.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`);
    expect(token).toMatch(/^\d+-[A-Za-z0-9_-]{22}$/);
  });

  it('grants every file directly in its directory, and Node serves them', () => {
    for (const name of FILES) {
      expect(readMediaToken(SECRET, token, `${DIR}/${name}`, NOW)).toBe(expires * 1000);
      expect(granted(token, `${DIR}/${name}`)).toEqual({ kind: 'file', file: `${DIR}/${name}`, access: 'private' });
    }
  });

  it.each([
    ['another title', 'protected/demo/another-title/master.m3u8'],
    ['the parent directory', 'protected/demo/ready.json'],
    ['a subdirectory (nginx grants only the directory itself)', `${DIR}/sub/chunk-stream0-00001.m4s`],
    ['a title whose name only starts the same', `${DIR}-extended/master.m3u8`],
    ['an open directory', 'demo/rayalaseema-roar/master.m3u8'],
  ])('refuses %s', (_name, file) => {
    expect(readMediaToken(SECRET, token, file, NOW)).toBeNull();
    expect(granted(token, file)).toEqual({ kind: 'forbidden' });
  });

  it('refuses a tampered hash, a moved expiry, another secret, malformed tokens and an expired one', () => {
    const file = `${DIR}/master.m3u8`;
    const [, hash = ''] = token.split('-');
    const flipped = `${expires}-${hash.slice(0, 5)}${hash[5] === 'A' ? 'B' : 'A'}${hash.slice(6)}`;
    for (const bad of [flipped, `${expires + 60}-${hash}`, mediaToken('another-edge-secret-0123', DIR, expires), `${expires}-${hash}x`, `${expires}${hash}`, 'Zm9yZ2Vk', '']) {
      expect(readMediaToken(SECRET, bad, file, NOW)).toBeNull();
      expect(granted(bad, file)).toEqual({ kind: 'forbidden' });
    }
    // Valid through its expiry second, refused after it (nginx: expires < now means expired).
    expect(readMediaToken(SECRET, token, file, expires * 1000)).toBe(expires * 1000);
    expect(readMediaToken(SECRET, token, file, expires * 1000 + 1)).toBeNull();
    expect(granted(token, file, expires * 1000 + 1000)).toEqual({ kind: 'forbidden' });
  });
});

describe('the expiry', () => {
  it(`is ${MEDIA_TOKEN_LIFETIME_SECONDS / 60} minutes ahead, rounded down to the minute`, () => {
    const expires = mediaTokenExpiry(NOW) ?? 0;
    expect(expires % 60).toBe(0);
    expect(expires * 1000 - NOW).toBeGreaterThan(MEDIA_TOKEN_LIFETIME_SECONDS * 1000 - MINUTE);
    expect(expires * 1000 - NOW).toBeLessThanOrEqual(MEDIA_TOKEN_LIFETIME_SECONDS * 1000);
  });

  it('never passes the session end or the entitlement end, whichever comes first', () => {
    const rentalEnd = new Date(NOW + 3 * MINUTE + 1234);
    const sessionEnd = NOW + 5 * MINUTE;
    expect(mediaTokenExpiry(NOW, [sessionEnd, rentalEnd])).toBe(Math.floor(rentalEnd.getTime() / 1000));
    expect(mediaTokenExpiry(NOW, [sessionEnd, null])).toBe(sessionEnd / 1000);
    expect(mediaTokenExpiry(NOW, [NOW + 60 * MINUTE, null, undefined])).toBe(mediaTokenExpiry(NOW));
    // Nothing to grant once a limit has passed.
    expect(mediaTokenExpiry(NOW, [NOW - 1000])).toBeNull();
  });

  it('gives a URL signed without an explicit expiry the lifetime from `now`', () => {
    const url = signedMediaUrl({ baseUrl: '/media', secret: SECRET, mediaPath: `${DIR}/master.m3u8`, now: NOW });
    expect(Number(tokenOf(url).split('-')[0])).toBe(Math.floor(NOW / 1000) + MEDIA_TOKEN_LIFETIME_SECONDS);
  });
});

describe('URLs in API answers (presentVideo)', () => {
  const config = loadConfig({ NODE_ENV: 'test', MEDIA_EDGE_SECRET: SECRET, DATA_DIR: '/tmp/ott-media-token-unit' });
  const base = {
    id: 7,
    video_type: 'rental',
    stream: { hlsPath: `${DIR}/master.m3u8`, dashPath: `${DIR}/manifest.mpd` },
  } as unknown as VideoBase;
  const subscriber = (userId: number, subscriptionEnd = NOW + 30 * 24 * 60 * MINUTE, session = NOW + 7 * 24 * 60 * MINUTE): Viewer => ({
    userId,
    isSubscribed: true,
    rentedVideoIds: new Set(),
    accessEnds: { session, subscription: subscriptionEnd, rentals: new Map() },
  });
  const renter = (userId: number, rentalEnd: number): Viewer => ({
    userId,
    isSubscribed: false,
    rentedVideoIds: new Set([7]),
    accessEnds: { session: NOW + 7 * 24 * 60 * MINUTE, subscription: null, rentals: new Map([[7, rentalEnd]]) },
  });

  it('are the same for two viewers of the title in the same minute, and carry no user', () => {
    const first = presentVideo(base, subscriber(1), config, NOW);
    const second = presentVideo(base, subscriber(2), config, NOW + 25_000);
    const renting = presentVideo(base, renter(3, NOW + 3 * 24 * 60 * MINUTE), config, NOW + 10_000);
    expect(first.hls_url).toMatch(/^\/media\/s\/\d+-[\w-]{22}\/protected\/demo\/rayalaseema-roar\/master\.h720\.m3u8$/);
    expect(second.hls_url).toBe(first.hls_url);
    expect(renting.hls_url).toBe(first.hls_url);
    expect(second.dash_url).toBe(first.dash_url);
    expect(tokenOf(first.dash_url ?? '')).toBe(tokenOf(first.hls_url ?? ''));
  });

  it('end with a rental, a subscription or a session that ends sooner', () => {
    const rentalEnd = NOW + 4 * MINUTE;
    const rental = presentVideo(base, renter(3, rentalEnd), config, NOW);
    expect(Number(tokenOf(rental.hls_url ?? '').split('-')[0])).toBe(Math.floor(rentalEnd / 1000));
    const ending = presentVideo(base, subscriber(4, NOW + 2 * MINUTE), config, NOW);
    expect(Number(tokenOf(ending.hls_url ?? '').split('-')[0])).toBe(Math.floor((NOW + 2 * MINUTE) / 1000));
    const leaving = presentVideo(base, subscriber(5, undefined, NOW + MINUTE), config, NOW);
    expect(Number(tokenOf(leaving.hls_url ?? '').split('-')[0])).toBe(Math.floor((NOW + MINUTE) / 1000));
  });

  it('are absent for visitors and for viewers without an entitlement', () => {
    expect(presentVideo(base, ANONYMOUS_VIEWER, config, NOW).hls_url).toBeNull();
    const lapsed: Viewer = { userId: 9, isSubscribed: false, rentedVideoIds: new Set(), accessEnds: { session: NOW + MINUTE, subscription: null, rentals: new Map() } };
    expect(presentVideo(base, lapsed, config, NOW).hls_url).toBeNull();
  });
});
