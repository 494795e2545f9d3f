// The security headers are helmet's, computed once (issue 13.4): the same names and values
// @fastify/helmet sets, on API answers, pages and errors alike.
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, securityHeaders } from '../../src/lib/http/security-headers.ts';

const options = {
  contentSecurityPolicy: { directives: { 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] } },
  hsts: true,
  crossOriginEmbedderPolicy: false,
};

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify();
  await register(app);
  app.get('/x', async () => ({ ok: true }));
  const res = await app.inject('/x');
  const missing = await app.inject('/missing');
  await app.close();
  return { res: res.headers, missing: missing.headers };
}

describe('security headers', () => {
  it('match what @fastify/helmet sets, on answers and 404s', async () => {
    const ours = await headersOf((app) => app.register(securityHeaders, options));
    const theirs = await headersOf((app) => app.register(helmet, options));
    const pick = (h: Record<string, unknown>) => Object.fromEntries(Object.keys(h).filter((k) => k !== 'date').sort().map((k) => [k, h[k]]));
    expect(pick(ours.res)).toEqual(pick(theirs.res));
    expect(pick(ours.missing)).toEqual(pick(theirs.missing));
    const computed = await helmetHeaders(options);
    expect(computed['content-security-policy']).toContain("img-src 'self' data:");
    expect(computed['strict-transport-security']).toMatch(/max-age=/);
    expect(computed['x-content-type-options']).toBe('nosniff');
  });
});
