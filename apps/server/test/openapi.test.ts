// The OpenAPI document is generated from the contract's schemas and served at /api/docs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@ott/contract';
import { createTestApp, type TestApp } from './helper.ts';

describe('GET /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves an OpenAPI 3 document with the spec paths and their schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [API.requestOtp, API.login, API.profile, API.heroVideos, API.frontendCategories]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const login = doc.paths[API.login]?.post as { requestBody?: unknown; responses?: Record<string, unknown> };
    expect(login.requestBody).toBeDefined();
    expect(login.responses?.['200']).toBeDefined();
  });

  it('serves the interactive documentation page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect([200, 302]).toContain(res.statusCode);
  });
});
