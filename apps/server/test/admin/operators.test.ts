// Operators and roles: GET /api/admin/me/, the operator list, granting and revoking roles, and the
// rules that keep at least one admin.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  AdminMeResponse,
  API,
  MESSAGES,
  OperatorChangeResponse,
  OperatorsResponse,
  type OperatorRole,
} from '@ott/contract';
import { users } from '../../src/lib/db/schema.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { randomPhone, signIn } from '../auth/sign-in.ts';
import { auditRows, del, signInWithRoles, userRow, type SignedIn } from './operators.ts';

const ADMIN_PHONE = '9000000031';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN_PHONE });
  admin = await signIn(t, { phone: ADMIN_PHONE });
});
afterAll(() => t.close());

const grant = (by: SignedIn, phone: string, role: string) => by.client.post(API.adminOperators, { phone, role });
const revoke = (by: SignedIn, userId: number, role: OperatorRole) => del(by.client, API.adminOperatorRole(userId, role));
const me = async (who: SignedIn) => (await who.client.get(API.adminMe)).statusCode;

async function operatorList() {
  const res = await admin.client.get(API.adminOperators);
  expect(res.statusCode, res.body).toBe(200);
  return OperatorsResponse.parse(res.json()).operators;
}

describe('GET /api/admin/me/', () => {
  it('answers an operator with their roles; admin by ADMIN_PHONES combines with granted roles', async () => {
    const res = await admin.client.get(API.adminMe);
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminMeResponse.parse(res.json())).toEqual({ id: admin.user.id, phone: ADMIN_PHONE, roles: ['admin'] });
    const editor = await signInWithRoles(t, ['support', 'editor']);
    expect((await editor.client.get(API.adminMe)).json()).toEqual({
      id: editor.user.id,
      phone: editor.phone,
      roles: ['editor', 'support'],
    });
  });

  it('refuses a viewer (403)', async () => {
    const viewer = await signIn(t);
    expect(await me(viewer)).toBe(403);
  });
});

describe('POST /api/admin/operators/', () => {
  it('grants a role to the account with that phone (any common format), who can act at once', async () => {
    const grantee = await signIn(t);
    expect(await me(grantee)).toBe(403);
    const res = await grant(admin, `+91 ${grantee.phone.slice(0, 5)} ${grantee.phone.slice(5)}`, 'editor');
    expect(res.statusCode, res.body).toBe(200);
    const body = OperatorChangeResponse.parse(res.json());
    expect(body.message).toBe(ADMIN_MESSAGES.roleGranted);
    expect(body.operator).toMatchObject({ id: grantee.user.id, phone: grantee.phone });
    expect(body.operator.roles).toEqual([
      {
        role: 'editor',
        source: 'granted',
        granted_by: { id: admin.user.id, phone: ADMIN_PHONE },
        granted_at: expect.any(String),
      },
    ]);
    expect(Date.now() - Date.parse(body.operator.roles[0]!.granted_at!)).toBeLessThan(60_000);
    expect(await me(grantee)).toBe(200);
  });

  it('is idempotent: granting again changes nothing and records nothing', async () => {
    const grantee = await signIn(t);
    expect((await grant(admin, grantee.phone, 'finance')).statusCode).toBe(200);
    const logged = (await auditRows(t)).length;
    const again = await grant(admin, grantee.phone, 'finance');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ message: ADMIN_MESSAGES.roleAlreadyGranted });
    expect(OperatorChangeResponse.parse(again.json()).operator.roles.map((r) => r.role)).toEqual(['finance']);
    expect((await auditRows(t)).length).toBe(logged);
  });

  it('answers 400 with a clear message for a bad phone, an unknown account or a bad role', async () => {
    const logged = (await auditRows(t)).length;
    const cases: [unknown, string][] = [
      [{ phone: '12345', role: 'editor' }, MESSAGES.phoneLength],
      [{ phone: '1234567890', role: 'editor' }, MESSAGES.phoneIndian],
      [{ phone: '', role: 'editor' }, MESSAGES.phoneLength],
      [{ role: 'editor' }, MESSAGES.phoneLength],
      [{ phone: randomPhone(), role: 'editor' }, ADMIN_MESSAGES.noAccountForPhone],
      [{ phone: admin.phone, role: 'root' }, 'Please choose a role: admin, editor, finance or support'],
      [{ phone: admin.phone }, 'Please choose a role: admin, editor, finance or support'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.client.post(API.adminOperators, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ status: 'error', message });
    }
    expect((await auditRows(t)).length).toBe(logged);
  });

  it('does not grant to a deleted account', async () => {
    const gone = await signIn(t);
    await t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    const res = await grant(admin, gone.phone, 'support');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ADMIN_MESSAGES.noAccountForPhone });
  });
});

describe('GET /api/admin/operators/', () => {
  it('lists every operator with roles, their source, who granted them and when; no viewers', async () => {
    const viewer = await signIn(t);
    const editor = await signIn(t);
    await grant(admin, editor.phone, 'editor');
    const legacy = await signIn(t);
    await t.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, legacy.user.id));

    const list = await operatorList();
    const ids = list.map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).not.toContain(viewer.user.id);
    expect(list.find((o) => o.id === admin.user.id)?.roles).toEqual([
      { role: 'admin', source: 'settings', granted_by: null, granted_at: null },
    ]);
    expect(list.find((o) => o.id === legacy.user.id)?.roles).toEqual([
      { role: 'admin', source: 'account', granted_by: null, granted_at: null },
    ]);
    expect(list.find((o) => o.id === editor.user.id)?.roles).toEqual([
      expect.objectContaining({ role: 'editor', source: 'granted', granted_by: { id: admin.user.id, phone: ADMIN_PHONE } }),
    ]);
  });
});

describe('DELETE /api/admin/operators/{userId}/roles/{role}/', () => {
  it('revokes a granted role: the account loses access at once; revoking again changes nothing', async () => {
    const grantee = await signIn(t);
    await grant(admin, grantee.phone, 'support');
    await grant(admin, grantee.phone, 'editor');
    const res = await revoke(admin, grantee.user.id, 'support');
    expect(res.statusCode, res.body).toBe(200);
    const body = OperatorChangeResponse.parse(res.json());
    expect(body.message).toBe(ADMIN_MESSAGES.roleRevoked);
    expect(body.operator.roles.map((r) => r.role)).toEqual(['editor']);

    const emptied = OperatorChangeResponse.parse((await revoke(admin, grantee.user.id, 'editor')).json());
    expect(emptied.operator.roles).toEqual([]);
    expect(await me(grantee)).toBe(403);
    expect((await operatorList()).map((o) => o.id)).not.toContain(grantee.user.id);

    const logged = (await auditRows(t)).length;
    const again = await revoke(admin, grantee.user.id, 'editor');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: ADMIN_MESSAGES.roleNotGranted });
    expect((await auditRows(t)).length).toBe(logged);
  });

  it('never removes the caller’s own admin role, nor an admin from ADMIN_PHONES', async () => {
    const own = await revoke(admin, admin.user.id, 'admin');
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ status: 'error', message: ADMIN_MESSAGES.cannotRevokeOwnAdmin });

    const second = await signInWithRoles(t, ['admin']);
    const self = await revoke(second, second.user.id, 'admin');
    expect(self.json()).toEqual({ status: 'error', message: ADMIN_MESSAGES.cannotRevokeOwnAdmin });
    const settings = await revoke(second, admin.user.id, 'admin');
    expect(settings.statusCode).toBe(400);
    expect(settings.json()).toEqual({ status: 'error', message: ADMIN_MESSAGES.adminFromSettings });
    expect(await me(admin)).toBe(200);
    expect(await me(second)).toBe(200);
  });

  it('revoking admin also clears the account’s own admin flag', async () => {
    const legacy = await signIn(t);
    await t.deps.db.update(users).set({ role: 'admin' }).where(eq(users.id, legacy.user.id));
    expect(await me(legacy)).toBe(200);
    const res = await revoke(admin, legacy.user.id, 'admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: ADMIN_MESSAGES.roleRevoked });
    expect((await userRow(t, legacy.user.id)).role).toBe('user');
    expect(await me(legacy)).toBe(403);
  });

  it('two admins revoking each other at once: one wins, one admin is left', async () => {
    const [a, b] = [await signInWithRoles(t, ['admin']), await signInWithRoles(t, ['admin'])];
    const results = await Promise.all([revoke(a, b.user.id, 'admin'), revoke(b, a.user.id, 'admin')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect([await me(a), await me(b)].sort()).toEqual([200, 403]);
  });

  it('answers bad ids and roles with 400 and unknown accounts with 404', async () => {
    for (const [userId, role] of [['abc', 'editor'], ['0', 'editor'], ['5', 'root']] as const) {
      const res = await del(admin.client, API.adminOperatorRole(userId, role));
      expect(res.statusCode, `${userId} ${role}`).toBe(400);
    }
    for (const unknown of [999_999, 99_999_999_999]) {
      const res = await revoke(admin, unknown, 'editor');
      expect(res.statusCode, String(unknown)).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: MESSAGES.userNotFound });
    }
  });
});
