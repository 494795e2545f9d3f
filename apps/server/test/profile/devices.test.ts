// POST /devices/, GET /users/devices-info/, POST /users/deactivate-device/ (SPEC 7, limit 3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { API, DEVICE_LIMIT, DevicesResponse, ErrorResponse, MESSAGES, RegisterDeviceResponse, SuccessMessage } from '@ott/contract';
import { devices, sessions } from '../../src/lib/db/schema.ts';
import { sha256 } from '../../src/lib/http/tokens.ts';
import { createTestApp, TestClient, type TestApp } from '../helper.ts';
import { rowCount, signIn } from '../auth/sign-in.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const deviceBody = (id: string) => ({
  device_type: 'web',
  device_name: `Chrome on Linux ${id}`,
  device_id: `browser-${id}-0000`,
  device_model: 'Desktop',
  os_version: 'Linux',
  app_version: '1.0.17',
});
const register = async (client: TestClient, id: string, opts?: { bearer?: boolean; csrf?: boolean }) =>
  client.post(API.registerDevice, deviceBody(id), opts);
const registered = async (client: TestClient, id: string) => {
  const res = await register(client, id);
  expect(res.statusCode, res.body).toBe(200);
  return RegisterDeviceResponse.parse(res.json()).device;
};
const deviceRow = async (id: number) => (await t.deps.db.select().from(devices).where(eq(devices.id, id)))[0]!;
const sessionRow = async (token: string) => (await t.deps.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token))))[0]!;

describe('POST /devices/', () => {
  it('registers the device and links the session to it', async () => {
    const { client, token } = await signIn(t);
    const device = await registered(client, 'a');
    expect(device).toMatchObject({ device_id: 'browser-a-0000', device_type: 'web', is_active: true, is_current: true });
    expect((await sessionRow(token)).deviceId).toBe(device.id);
  });

  it('refreshes an existing device instead of adding one', async () => {
    const { client, user } = await signIn(t);
    const first = await registered(client, 'b');
    await t.deps.db.update(devices).set({ lastActive: new Date(Date.now() - 60_000) }).where(eq(devices.id, first.id));
    const again = await registered(client, 'b');
    expect(again.id).toBe(first.id);
    expect(new Date(again.last_active).getTime()).toBeGreaterThan(Date.now() - 10_000);
    expect(await t.deps.db.select().from(devices).where(eq(devices.userId, user.id))).toHaveLength(1);
  });

  it(`refuses a ${DEVICE_LIMIT + 1}th active device, and accepts it once a slot is freed`, async () => {
    const { client, user } = await signIn(t);
    const ids = [];
    for (const id of ['1', '2', '3']) ids.push((await registered(client, id)).id);
    const before = await rowCount(t, devices);
    const fourth = await register(client, '4');
    expect(fourth.statusCode).toBe(409);
    expect(ErrorResponse.parse(fourth.json()).message).toBe(MESSAGES.deviceLimit);
    expect(await rowCount(t, devices)).toBe(before);
    // Re-registering one of the three still works at the limit.
    expect((await register(client, '2')).statusCode).toBe(200);

    expect((await client.post(API.deactivateDevice, { device_id: ids[0] })).statusCode).toBe(200);
    expect((await register(client, '4')).statusCode).toBe(200);
    const active = await t.deps.db.select().from(devices).where(and(eq(devices.userId, user.id), eq(devices.isActive, true)));
    expect(active).toHaveLength(DEVICE_LIMIT);
    // A deactivated device coming back counts against the limit again.
    expect((await register(client, '1')).statusCode).toBe(409);
  });

  it('accepts a bearer token without the CSRF header, refuses a cookie without it', async () => {
    const { client, token } = await signIn(t);
    expect((await register(client, 'c', { csrf: false })).statusCode).toBe(403);
    const app = new TestClient(t.app);
    app.token = token;
    expect((await register(app, 'c', { bearer: true, csrf: false })).statusCode).toBe(200);
  });

  it.each([
    [{ device_name: undefined }],
    [{ device_name: '' }],
    [{ device_id: 'short' }],
    [{ device_id: undefined }],
    [{ device_id: 'x'.repeat(200) }],
  ])('refuses %j with 400 and writes nothing', async (patch) => {
    const { client } = await signIn(t);
    const before = await rowCount(t, devices);
    const res = await client.post(API.registerDevice, { ...deviceBody('d'), ...patch });
    expect(res.statusCode).toBe(400);
    ErrorResponse.parse(res.json());
    expect(await rowCount(t, devices)).toBe(before);
  });

  it('needs a session (401)', async () => {
    const res = await register(new TestClient(t.app), 'e');
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /users/devices-info/', () => {
  it('lists the caller’s devices, marking the current one', async () => {
    const { client, phone } = await signIn(t);
    const empty = DevicesResponse.parse((await client.get(`${API.devicesInfo}?phone=${phone}`)).json());
    expect(empty).toEqual({ status: 'success', devices: [], message: MESSAGES.noDevices });
    const mine = await registered(client, 'f');
    const res = await client.get(`${API.devicesInfo}?phone=${phone}`);
    expect(res.statusCode).toBe(200);
    const body = DevicesResponse.parse(res.json());
    expect(body.devices).toEqual([expect.objectContaining({ id: mine.id, is_current: true, is_active: true })]);
  });

  it('refuses another user’s phone (403) and anonymous callers (401)', async () => {
    const other = await signIn(t);
    await registered(other.client, 'g');
    const { client } = await signIn(t);
    const res = await client.get(`${API.devicesInfo}?phone=${other.phone}`);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('browser-g');
    expect((await new TestClient(t.app).get(API.devicesInfo)).statusCode).toBe(401);
  });
});

describe('POST /users/deactivate-device/', () => {
  it('deactivates another of the caller’s devices and signs out its sessions', async () => {
    const laptop = await signIn(t);
    await registered(laptop.client, 'h');
    const phone = await signIn(t, { phone: laptop.phone });
    const phoneDevice = await registered(phone.client, 'i');

    const res = await laptop.client.post(API.deactivateDevice, { device_id: phoneDevice.id, phone: laptop.phone });
    expect(res.statusCode, res.body).toBe(200);
    expect(SuccessMessage.parse(res.json()).message).toBe(MESSAGES.deviceDeactivated);
    expect((await deviceRow(phoneDevice.id)).isActive).toBe(false);
    expect((await sessionRow(phone.token)).revokedReason).toBe('device_deactivated');
    expect((await phone.client.get(API.profile)).statusCode).toBe(401);
    expect((await laptop.client.get(API.profile)).statusCode).toBe(200);
    // Idempotent.
    expect((await laptop.client.post(API.deactivateDevice, { device_id: phoneDevice.id })).statusCode).toBe(200);
  });

  it('refuses to deactivate the current device when it is the only active one', async () => {
    const { client, token } = await signIn(t);
    const only = await registered(client, 'j');
    const res = await client.post(API.deactivateDevice, { device_id: only.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.cannotDeactivateLastDevice);
    expect((await deviceRow(only.id)).isActive).toBe(true);
    expect((await sessionRow(token)).revokedAt).toBeNull();
  });

  it('answers 404 for another user’s device and leaves it alone', async () => {
    const victim = await signIn(t);
    const theirs = await registered(victim.client, 'k');
    const { client } = await signIn(t);
    await registered(client, 'l');
    const res = await client.post(API.deactivateDevice, { device_id: theirs.id });
    expect(res.statusCode).toBe(404);
    expect((await deviceRow(theirs.id)).isActive).toBe(true);
    expect((await sessionRow(victim.token)).revokedAt).toBeNull();
  });

  it('refuses another user’s phone with 403 and changes nothing', async () => {
    const other = await signIn(t);
    const { client } = await signIn(t);
    const mine = await registered(client, 'm');
    await registered(client, 'n');
    const res = await client.post(API.deactivateDevice, { device_id: mine.id, phone: other.phone });
    expect(res.statusCode).toBe(403);
    expect((await deviceRow(mine.id)).isActive).toBe(true);
  });

  it('checks params, session and CSRF', async () => {
    const { client, token } = await signIn(t);
    const mine = await registered(client, 'o');
    await registered(client, 'p');
    for (const body of [{}, { device_id: 'abc' }, { device_id: -1 }]) {
      expect((await client.post(API.deactivateDevice, body)).statusCode).toBe(400);
    }
    expect((await new TestClient(t.app).post(API.deactivateDevice, { device_id: mine.id })).statusCode).toBe(401);
    expect((await client.post(API.deactivateDevice, { device_id: mine.id }, { csrf: false })).statusCode).toBe(403);
    expect((await deviceRow(mine.id)).isActive).toBe(true);
    const bearer = new TestClient(t.app);
    bearer.token = token;
    const ok = await bearer.post(API.deactivateDevice, { device_id: mine.id }, { bearer: true, csrf: false });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
