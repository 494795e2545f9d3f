// GET /users/sessions/ (issue 16.7): every live session of the caller, device or not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, DevicesResponse } from '@ott/contract';
import { sessions } from '../../src/lib/db/schema.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { CHROME_ANDROID, FIREFOX_LINUX, listSessions, openSession, signInFrom } from './sign-in-from.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const setSession = (id: number, values: Partial<typeof sessions.$inferInsert>) => t.deps.db.update(sessions).set(values).where(eq(sessions.id, id));

describe('GET /users/sessions/', () => {
  it('lists a session that never registered a device, named from its browser, address masked', async () => {
    const { client, phone, session } = await signInFrom(t, { userAgent: CHROME_ANDROID, ip: '49.205.12.34' });
    const devices = DevicesResponse.parse((await client.get(`${API.devicesInfo}?phone=${phone}`)).json());
    expect(devices.devices).toEqual([]);
    const listed = await listSessions(client);
    expect(listed).toEqual([
      {
        id: (await session()).id,
        name: 'Chrome on Android',
        device_type: 'mobile',
        ip_address: '49.205.x.x',
        created_at: expect.any(String),
        last_seen_at: expect.any(String),
        current: true,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain('12.34');
  });

  it('names a session by its registered device, marks only the caller current, newest activity first', async () => {
    const laptop = await signInFrom(t, { userAgent: FIREFOX_LINUX, ip: '10.1.2.3' });
    const phone = await openSession(t, laptop.user.id, { userAgent: CHROME_ANDROID });
    const device = { device_type: 'web', device_name: 'Ravi’s Pixel', device_id: 'browser-pixel-0001' };
    const registered = await phone.client.post(API.registerDevice, device, { bearer: true });
    expect(registered.statusCode, registered.body).toBe(200);
    const laptopId = (await laptop.session()).id;
    const phoneId = (await phone.session()).id;
    await setSession(laptopId, { lastSeenAt: new Date(Date.now() - 3 * HOUR) });
    await setSession(phoneId, { lastSeenAt: new Date(Date.now() - HOUR) });

    // The phone's own request refreshes its activity; the laptop's stays three hours old.
    const seenByPhone = await listSessions(phone.client);
    expect(seenByPhone.map((s) => [s.id, s.current])).toEqual([
      [phoneId, true],
      [laptopId, false],
    ]);
    expect(seenByPhone[0]).toMatchObject({ name: 'Ravi’s Pixel', device_type: 'mobile' });
    expect(seenByPhone[1]).toMatchObject({ name: 'Firefox on Linux', device_type: 'desktop', ip_address: '10.1.x.x' });
    expect(Date.now() - new Date(seenByPhone[1]!.last_seen_at).getTime()).toBeGreaterThan(2 * HOUR);

    // Now the laptop is the newest activity.
    const seenByLaptop = await listSessions(laptop.client);
    expect(seenByLaptop.map((s) => [s.id, s.current])).toEqual([
      [laptopId, true],
      [phoneId, false],
    ]);
  });

  it('leaves out revoked and expired sessions and other users’ sessions', async () => {
    const me = await signInFrom(t);
    const loggedOut = await openSession(t, me.user.id);
    const expired = await openSession(t, me.user.id);
    const stranger = await signInFrom(t);
    expect((await loggedOut.client.post(API.logout, {}, { bearer: true })).statusCode).toBe(200);
    await setSession((await expired.session()).id, { expiresAt: new Date(Date.now() - 1000) });
    const listed = await listSessions(me.client);
    expect(listed.map((s) => s.id)).toEqual([(await me.session()).id]);
    expect((await listSessions(stranger.client)).map((s) => s.id)).toEqual([(await stranger.session()).id]);
  });

  it('works with a bearer token and refuses anonymous callers (401)', async () => {
    const { token } = await signInFrom(t);
    const app = new TestClient(t.app);
    app.token = token;
    expect((await app.get(API.userSessions, { bearer: true })).statusCode).toBe(200);
    expect((await new TestClient(t.app).get(API.userSessions)).statusCode).toBe(401);
  });
});
