// The security headers are computed once (issue 13.4): pages get the same names and values
// @fastify/helmet sets; JSON answers (API answers, errors, 404s) get the short set of
// jsonAnswerHeaders, and a body-less 304 under /api/ too.
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { describe, expect, it } from 'vitest';
import {
  helmetHeaders,
  jsonAnswerHeaders,
  securityHeaders,
} from '../../src/lib/http/security-headers.ts';

const options = {
  contentSecurityPolicy: {
    directives: { 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] },
  },
  hsts: true,
  crossOriginEmbedderPolicy: false,
};

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify();
  await register(app);
  app.get('/page', (_req, reply) => reply.type('text/html; charset=utf-8').send('<p>hi</p>'));
  app.get('/api/x', async () => ({ ok: true }));
  app.get('/api/unchanged', (_req, reply) => reply.code(304).send());
  const [page, json, missing, notModified] = await Promise.all(
    ['/page', '/api/x', '/missing', '/api/unchanged'].map((url) => app.inject(url)),
  );
  await app.close();
  const pick = (h: Record<string, unknown>) =>
    Object.fromEntries(
      Object.keys(h)
        .filter((k) => !['date', 'connection', 'content-length', 'content-type'].includes(k))
        .sort()
        .map((k) => [k, h[k]]),
    );
  return {
    page: pick(page!.headers),
    json: pick(json!.headers),
    missing: pick(missing!.headers),
    notModified: pick(notModified!.headers),
  };
}

describe('security headers', () => {
  it('pages get what @fastify/helmet sets; JSON answers, JSON 404s and API 304s the short set', async () => {
    const page = await helmetHeaders(options);
    const json = jsonAnswerHeaders(page);
    const ours = await headersOf((app) => app.register(securityHeaders, { page, json }));
    const theirs = await headersOf((app) => app.register(helmet, options));
    expect(ours.page).toEqual(theirs.page);
    const expected = Object.fromEntries(Object.entries(json).sort());
    expect(ours.json).toEqual(expected);
    expect(ours.missing).toEqual(expected);
    expect(ours.notModified).toEqual(expected);
    expect(page['content-security-policy']).toContain("img-src 'self' data:");
    expect(json).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': page['strict-transport-security'],
    });
    expect(page['strict-transport-security']).toMatch(/max-age=/);
  });

  it('no HSTS on JSON answers when pages have none (plain-http development)', async () => {
    const page = await helmetHeaders({ ...options, hsts: false });
    expect(jsonAnswerHeaders(page)).not.toHaveProperty('strict-transport-security');
  });
});
