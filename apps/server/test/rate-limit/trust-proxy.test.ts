// TRUST_PROXY (issue 14.5): a hop count or the proxies' addresses, never "believe the client". Behind
// one nginx (TRUST_PROXY=1), a client that writes its own X-Forwarded-For still counts as the
// address nginx saw, so forging the header does not get past the per-address limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@ott/contract';
import { loadConfig } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../helper.ts';

describe('TRUST_PROXY settings', () => {
  it.each([
    ['', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['127.0.0.1, 10.0.0.0/8, fd00::/8', ['127.0.0.1', '10.0.0.0/8', 'fd00::/8']],
  ])('%j -> %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'yes', '11', '10.0.0.300', '10.0.0.0/33', 'nginx'])('refuses %j naming TRUST_PROXY', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '10' });
  });
  afterAll(() => t.close());

  // The proxy (127.0.0.1) appends the address it saw; the client wrote whatever came before it.
  const viaProxy = (forged: string, seen: string) =>
    t.app.inject({ url: API.appConfig, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `${forged}, ${seen}` } });

  it('a forged X-Forwarded-For does not make a client a new address', async () => {
    const codes = [];
    for (let i = 0; i < 15; i += 1) codes.push((await viaProxy(`203.0.113.${i}`, '198.51.100.7')).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.slice(10)).toEqual([429, 429, 429, 429, 429]);
  });

  it('clients the proxy saw at other addresses have their own budget', async () => {
    expect((await viaProxy('203.0.113.1', '198.51.100.8')).statusCode).toBe(200);
  });
});
