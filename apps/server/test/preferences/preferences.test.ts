// Issue 18: the viewer's player choices on the server. Defaults before any choice; a change keeps
// the other fields; bad values are refused with the contract's words and change nothing; each
// viewer reads and writes only their own row; CSRF and sign-in are required.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, DEFAULT_VIEWER_PREFERENCES, PREFERENCE_MESSAGES, PreferencesResponse } from '@ott/contract';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function read(client: TestClient) {
  const res = await client.get(API.preferences);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return PreferencesResponse.parse(res.json()).preferences;
}

describe('player preferences', () => {
  it('starts at the defaults and keeps each change without touching the other fields', async () => {
    const { client } = await signIn(t);
    expect(await read(client)).toEqual(DEFAULT_VIEWER_PREFERENCES);
    const first = await client.request('PATCH', API.preferences, { audio_language: 'te', quality: 'data_saver' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await client.request('PATCH', API.preferences, { subtitle_language: 'off', autoplay_next: false });
    expect(second.statusCode, second.body).toBe(200);
    expect(await read(client)).toEqual({ audio_language: 'te', subtitle_language: 'off', quality: 'data_saver', autoplay_next: false });
    const cleared = await client.request('PATCH', API.preferences, { quality: null, subtitle_language: 'en-IN' });
    expect(PreferencesResponse.parse(cleared.json()).preferences).toEqual({
      audio_language: 'te',
      subtitle_language: 'en-IN',
      quality: null,
      autoplay_next: false,
    });
  });

  it('refuses bad values with the contract message and changes nothing', async () => {
    const { client } = await signIn(t);
    await client.request('PATCH', API.preferences, { audio_language: 'en' });
    for (const body of [
      { quality: 'ultra' },
      { audio_language: 'english language' },
      { audio_language: 'x'.repeat(40) },
      { subtitle_language: 12 },
      { autoplay_next: 'yes' },
      { user_id: 1 },
      [],
    ]) {
      const res = await client.request('PATCH', API.preferences, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (!('user_id' in body) && !Array.isArray(body)) expect(res.json().message).toBe(PREFERENCE_MESSAGES.invalid);
    }
    expect(await read(client)).toEqual({ ...DEFAULT_VIEWER_PREFERENCES, audio_language: 'en' });
  });

  it('is per viewer, and needs a session and the CSRF token', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    await a.client.request('PATCH', API.preferences, { audio_language: 'te' });
    expect((await read(b.client)).audio_language).toBeNull();
    const anonymous = new TestClient(t.app, '10.9.9.9');
    expect((await anonymous.get(API.preferences)).statusCode).toBe(401);
    const noCsrf = await b.client.request('PATCH', API.preferences, { audio_language: 'te' }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect((await read(b.client)).audio_language).toBeNull();
  });

  it('keeps both of two concurrent changes to different fields', async () => {
    const { client } = await signIn(t);
    const answers = await Promise.all([
      client.request('PATCH', API.preferences, { audio_language: 'hi' }),
      client.request('PATCH', API.preferences, { quality: 'high' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const now = await read(client);
    expect(now.audio_language).toBe('hi');
    expect(now.quality).toBe('high');
  });
});
