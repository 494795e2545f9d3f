import { describe, expect, it, vi } from 'vitest';
import { createMediaTokens, mediaTokenRequestFilter, parseSignedMediaUrl, RENEW_AHEAD_MS, RENEW_FIRST_MS, RETRY_AFTER_FAILURE_MS, type RenewedToken } from './media-tokens.ts';

const DIR = 'protected/demo/rayalaseema-roar';
const HASH_A = 'AAAAAAAAAAAAAAAAAAAAAA';
const HASH_B = 'BBBBBBBBBBBBBBBBBBBBBB';
const T0 = 1_800_000_000_000;
const url = (token: string, file: string) => `https://ott.example/media/s/${token}/${DIR}/${file}`;

function setup(start = T0) {
  let clock = start;
  const renewals: string[] = [];
  let answer: () => Promise<RenewedToken> = async () => ({ token: `${Math.floor(clock / 1000) + 600}-${HASH_B}`, expires_in: 600 });
  const tokens = createMediaTokens({
    now: () => clock,
    renew: (dir) => {
      renewals.push(dir);
      return answer();
    },
  });
  return {
    tokens,
    renewals,
    advance: (ms: number) => (clock += ms),
    answerWith: (next: () => Promise<RenewedToken>) => (answer = next),
  };
}

describe('parseSignedMediaUrl', () => {
  it('reads the token, its expiry and the directory of absolute and relative URLs', () => {
    expect(parseSignedMediaUrl(url(`1800000600-${HASH_A}`, 'chunk-stream0-00001.m4s'))).toEqual({
      head: 'https://ott.example/media/s/',
      token: `1800000600-${HASH_A}`,
      expires: 1800000600,
      dir: DIR,
      tail: 'chunk-stream0-00001.m4s',
    });
    expect(parseSignedMediaUrl(`/media/s/1800000600-${HASH_A}/${DIR}/master.m3u8?max_height=720`)?.tail).toBe('master.m3u8?max_height=720');
  });

  it('leaves open media and other URLs alone', () => {
    for (const other of ['/media/demo/x/master.m3u8', 'https://cdn.example/x.m3u8', `/media/s/${HASH_A}/${DIR}/a.m4s`, `/media/s/1-${HASH_A}/demo/x/a.m4s`]) {
      expect(parseSignedMediaUrl(other)).toBeNull();
    }
  });
});

describe('the token store', () => {
  it('uses a fresh URL as it is, without asking the API', async () => {
    const { tokens, renewals } = setup();
    const token = `${T0 / 1000 + 540}-${HASH_A}`;
    expect(await tokens.fresh(url(token, 'master.m3u8'))).toBe(url(token, 'master.m3u8'));
    expect(await tokens.fresh('/media/demo/open/master.m3u8')).toBe('/media/demo/open/master.m3u8');
    expect(renewals).toEqual([]);
  });

  it('renews in the background before the end and puts the new token into every later request', async () => {
    const { tokens, renewals, advance } = setup();
    const first = `${T0 / 1000 + 540}-${HASH_A}`;
    await tokens.fresh(url(first, 'master.m3u8'));
    advance(540_000 - RENEW_AHEAD_MS + 1000);
    // Still valid: this request goes out with the old token while the renewal runs.
    expect(await tokens.fresh(url(first, 'chunk-stream0-00001.m4s'))).toBe(url(first, 'chunk-stream0-00001.m4s'));
    expect(renewals).toEqual([DIR]);
    await vi.waitFor(async () => expect(await tokens.fresh(url(first, 'chunk-stream0-00002.m4s'))).toContain(HASH_B));
    // Segment URLs of the playlist still carry the first token: each is rewritten.
    expect(await tokens.fresh(url(first, 'chunk-stream0-00003.m4s'))).toMatch(new RegExp(`/media/s/\\d+-${HASH_B}/${DIR}/chunk-stream0-00003\\.m4s$`));
    expect(renewals).toHaveLength(1);
  });

  it('waits for the renewal when the token is spent (a long pause), asking once for concurrent requests', async () => {
    const { tokens, renewals, advance } = setup();
    const first = `${T0 / 1000 + 540}-${HASH_A}`;
    await tokens.fresh(url(first, 'master.m3u8'));
    advance(540_000 - RENEW_FIRST_MS + 1000);
    const [a, b] = await Promise.all([tokens.fresh(url(first, 'a.m4s')), tokens.fresh(url(first, 'b.m4s'))]);
    expect([a, b].every((u) => u.includes(HASH_B))).toBe(true);
    expect(renewals).toHaveLength(1);
  });

  it('renews first a token whose expiry our clock cannot judge (the clock is behind the server)', async () => {
    const { tokens, renewals } = setup();
    const fromTheFuture = `${T0 / 1000 + 3600}-${HASH_A}`;
    expect(await tokens.fresh(url(fromTheFuture, 'master.m3u8'))).toContain(HASH_B);
    expect(renewals).toHaveLength(1);
  });

  it('times the next renewal by expires_in, not by our clock', async () => {
    const { tokens, renewals, advance, answerWith } = setup();
    // Our clock is 20 minutes ahead: every token looks spent, but expires_in tells the truth.
    answerWith(async () => ({ token: `${T0 / 1000 - 1200 + 600}-${HASH_B}`, expires_in: 600 }));
    await tokens.fresh(url(`${T0 / 1000 - 1200 + 540}-${HASH_A}`, 'master.m3u8'));
    expect(renewals).toHaveLength(1);
    advance(60_000);
    await tokens.fresh(url(`${T0 / 1000 - 1200 + 540}-${HASH_A}`, 'a.m4s'));
    expect(renewals).toHaveLength(1);
  });

  it('after a refusal sends the old token (the edge refuses it) and asks again only later', async () => {
    const { tokens, renewals, advance, answerWith } = setup();
    answerWith(async () => Promise.reject(new Error('HTTP 403')));
    const spent = `${T0 / 1000 - 10}-${HASH_A}`;
    expect(await tokens.fresh(url(spent, 'a.m4s'))).toBe(url(spent, 'a.m4s'));
    expect(await tokens.fresh(url(spent, 'b.m4s'))).toBe(url(spent, 'b.m4s'));
    expect(renewals).toHaveLength(1);
    advance(RETRY_AFTER_FAILURE_MS);
    await tokens.fresh(url(spent, 'c.m4s'));
    expect(renewals).toHaveLength(2);
  });

  it('keeps directories apart', async () => {
    const { tokens } = setup();
    const mine = `${T0 / 1000 + 540}-${HASH_A}`;
    const other = `https://ott.example/media/s/${T0 / 1000 + 480}-${HASH_B}/protected/demo/other/a.m4s`;
    await tokens.fresh(url(mine, 'master.m3u8'));
    expect(await tokens.fresh(other)).toBe(other);
    expect(await tokens.fresh(url(mine, 'a.m4s'))).toBe(url(mine, 'a.m4s'));
  });
});

describe('mediaTokenRequestFilter', () => {
  it('rewrites the URIs of a Shaka request to the newest token, and leaves open media alone', async () => {
    const { tokens } = setup();
    const filter = mediaTokenRequestFilter(tokens);
    const spent = `${T0 / 1000 - 10}-${HASH_A}`;
    const paid = { uris: [url(spent, 'chunk-stream1-00007.m4s')] };
    await filter(1, paid);
    expect(paid.uris[0]).toMatch(new RegExp(`/media/s/\\d+-${HASH_B}/${DIR}/chunk-stream1-00007\\.m4s$`));
    const open = { uris: ['/media/demo/x/chunk-stream1-00007.m4s'] };
    await filter(1, open);
    expect(open.uris).toEqual(['/media/demo/x/chunk-stream1-00007.m4s']);
  });
});
