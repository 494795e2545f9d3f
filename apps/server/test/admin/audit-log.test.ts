// The audit log: every operator write (user delete, live-stream update, grant, revoke) leaves one
// row written in the same transaction as the change; nothing is written when the change fails or
// changes nothing; admins browse it newest first with filters and paging.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, AuditLogResponse, MESSAGES, type AuditEntry } from '@ott/contract';
import { categories, liveStreams, sessions } from '../../src/lib/db/schema.ts';
import { createTestApp, type TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { auditRows, del, signInWithRoles, userRow, type SignedIn } from './operators.ts';

const ADMIN_PHONE = '9000000041';

let t: TestApp;
let admin: SignedIn;
let support: SignedIn;
let editor: SignedIn;
let streamId: number;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_PHONES: ADMIN_PHONE });
  admin = await signIn(t, { phone: ADMIN_PHONE });
  support = await signInWithRoles(t, ['support']);
  editor = await signInWithRoles(t, ['editor']);
  const [category] = await t.deps.db.insert(categories).values({ name: 'Audit news' }).returning();
  const [stream] = await t.deps.db
    .insert(liveStreams)
    .values({ title: 'Audit channel', liveUrl: 'live/audit/master.m3u8', categoryId: category!.id })
    .returning();
  streamId = stream!.id;
});
afterAll(() => t.close());

async function browse(query = '') {
  const res = await admin.client.get(`${API.adminAuditLog}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return AuditLogResponse.parse(res.json());
}

/** Makes the audit insert for `action` fail (rows already there stay), to prove the change rolls back with it. */
async function withFailingAudit(action: string, run: () => Promise<void>) {
  await t.deps.db.execute(sql.raw(`alter table audit_log add constraint audit_fails check (action <> '${action}') not valid`));
  try {
    await run();
  } finally {
    await t.deps.db.execute(sql.raw('alter table audit_log drop constraint audit_fails'));
  }
}

const streamRow = async () => (await t.deps.db.select().from(liveStreams).where(eq(liveStreams.id, streamId)))[0]!;

describe('audit rows written with the change', () => {
  it('user.delete: who, when, what, before and after, and the request id', async () => {
    const target = await signIn(t);
    const before = (await auditRows(t)).length;
    const res = await support.client.post(API.adminDeleteUser(target.user.id));
    expect(res.statusCode, res.body).toBe(200);
    const rows = await auditRows(t);
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({
      actorUserId: support.user.id,
      actorPhone: support.phone,
      action: 'user.delete',
      targetType: 'user',
      targetId: String(target.user.id),
      before: { id: target.user.id, phone: target.phone, deleted_at: null, roles: [] },
      after: { id: target.user.id, deleted_at: (await userRow(t, target.user.id)).deletedAt!.toISOString() },
      requestId: res.headers['x-request-id'],
    });
    expect(Date.now() - row.at.getTime()).toBeLessThan(60_000);

    // Deleting again succeeds without a second row; unknown ids and self-deletion write none.
    expect((await support.client.post(API.adminDeleteUser(target.user.id))).statusCode).toBe(200);
    expect((await support.client.post(API.adminDeleteUser(999_999))).statusCode).toBe(404);
    expect((await support.client.post(API.adminDeleteUser(support.user.id))).statusCode).toBe(400);
    expect(await auditRows(t)).toHaveLength(before + 1);
  });

  it('only an admin deletes an operator account (support gets 403, nothing written)', async () => {
    const other = await signInWithRoles(t, ['finance']);
    const before = (await auditRows(t)).length;
    const res = await support.client.post(API.adminDeleteUser(other.user.id));
    expect(res.statusCode).toBe(403);
    expect((await userRow(t, other.user.id)).deletedAt).toBeNull();
    const byAdmin = await admin.client.post(API.adminDeleteUser(other.user.id));
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const rows = await auditRows(t);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ action: 'user.delete', before: { roles: ['finance'] } });
  });

  it('live_stream.update: before and after; a request that changes nothing or fails writes none', async () => {
    const before = (await auditRows(t)).length;
    const res = await editor.client.post(API.adminLiveStream(streamId), { is_active: false });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await auditRows(t);
    expect(rows).toHaveLength(before + 1);
    const snapshot = { id: streamId, title: 'Audit channel', is_important: false };
    expect(rows.at(-1)).toMatchObject({
      actorUserId: editor.user.id,
      action: 'live_stream.update',
      targetType: 'live_stream',
      targetId: String(streamId),
      before: { ...snapshot, is_active: true },
      after: { ...snapshot, is_active: false },
      requestId: res.headers['x-request-id'],
    });
    expect((await editor.client.post(API.adminLiveStream(streamId), { is_active: false })).statusCode).toBe(200);
    expect((await editor.client.post(API.adminLiveStream(999_999), { is_active: true })).statusCode).toBe(404);
    expect((await editor.client.post(API.adminLiveStream(streamId), {})).statusCode).toBe(400);
    expect(await auditRows(t)).toHaveLength(before + 1);
    expect((await editor.client.post(API.adminLiveStream(streamId), { is_active: true })).statusCode).toBe(200);
  });

  it('operator.grant and operator.revoke record the role, its grantor and the request', async () => {
    const grantee = await signIn(t);
    const granted = await admin.client.post(API.adminOperators, { phone: grantee.phone, role: 'finance' });
    const revoked = await del(admin.client, API.adminOperatorRole(grantee.user.id, 'finance'));
    const [grantRow, revokeRow] = (await auditRows(t)).slice(-2);
    expect(grantRow).toMatchObject({
      action: 'operator.grant',
      targetType: 'user',
      targetId: String(grantee.user.id),
      before: null,
      after: { user_id: grantee.user.id, phone: grantee.phone, role: 'finance', granted_by: admin.user.id },
      requestId: granted.headers['x-request-id'],
    });
    expect(revokeRow).toMatchObject({
      action: 'operator.revoke',
      before: { user_id: grantee.user.id, role: 'finance', source: 'granted', granted_by: admin.user.id },
      after: null,
      requestId: revoked.headers['x-request-id'],
    });
  });

  it('a change whose audit row cannot be written does not happen', async () => {
    const target = await signIn(t);
    const before = (await auditRows(t)).length;
    await withFailingAudit('user.delete', async () => {
      expect((await support.client.post(API.adminDeleteUser(target.user.id))).statusCode).toBe(500);
    });
    expect((await userRow(t, target.user.id)).deletedAt).toBeNull();
    const live = await t.deps.db.select().from(sessions).where(eq(sessions.userId, target.user.id));
    expect(live.every((s) => s.revokedAt === null)).toBe(true);

    await withFailingAudit('live_stream.update', async () => {
      expect((await editor.client.post(API.adminLiveStream(streamId), { is_important: true })).statusCode).toBe(500);
    });
    expect((await streamRow()).isImportant).toBe(false);

    await withFailingAudit('operator.grant', async () => {
      expect((await admin.client.post(API.adminOperators, { phone: target.phone, role: 'editor' })).statusCode).toBe(500);
    });
    expect((await target.client.get(API.adminMe)).statusCode).toBe(403);
    expect(await auditRows(t)).toHaveLength(before);
  });

  it('holds no secrets: no session tokens, CSRF tokens, OTP codes or bank data', async () => {
    const text = JSON.stringify(await auditRows(t));
    for (const who of [admin, support, editor]) expect(text).not.toContain(who.token);
    expect(text).not.toMatch(/token|csrf|otp|code_hash|account_number|ifsc/i);
  });
});

describe('GET /api/admin/audit-log/', () => {
  it('pages newest first with the total count', async () => {
    const all = await browse('?page_size=100');
    const total = all.pagination.total_items;
    expect(total).toBe((await auditRows(t)).length);
    const ats = all.data.map((e) => e.at);
    expect(ats).toEqual([...ats].sort().reverse());
    expect(all.data[0]!.id).toBe(Math.max(...all.data.map((e) => e.id)));

    const first = await browse('?page_size=2');
    const second = await browse('?page=2&page_size=2');
    expect(first.data.map((e) => e.id)).toEqual(all.data.slice(0, 2).map((e) => e.id));
    expect(second.data.map((e) => e.id)).toEqual(all.data.slice(2, 4).map((e) => e.id));
    expect(first.pagination).toMatchObject({ current_page: 1, page_size: 2, total_items: total, has_next: true, has_previous: false });
    expect(second.pagination).toMatchObject({ current_page: 2, has_previous: true });
    const past = await browse('?page=999');
    expect(past.data).toEqual([]);
    expect(past.pagination).toMatchObject({ total_items: total, has_next: false });
  });

  it('filters by actor (id or phone), action, target and time', async () => {
    const every = (entries: AuditEntry[], check: (e: AuditEntry) => boolean) =>
      entries.length > 0 && entries.every(check);
    const bySupport = await browse(`?actor=${support.user.id}`);
    expect(every(bySupport.data, (e) => e.actor_user_id === support.user.id)).toBe(true);
    const byPhone = await browse(`?actor=${support.phone}`);
    expect(byPhone.data.map((e) => e.id)).toEqual(bySupport.data.map((e) => e.id));
    expect((await browse('?actor=99999999')).data).toEqual([]);
    expect((await browse('?actor=5999999999')).data).toEqual([]);

    const grants = await browse('?action=operator.grant');
    expect(every(grants.data, (e) => e.action === 'operator.grant')).toBe(true);
    const stream = await browse(`?target_type=live_stream&target_id=${streamId}`);
    expect(stream.data.map((e) => e.action)).toEqual(['live_stream.update', 'live_stream.update']);
    expect(stream.data[0]!.after).toMatchObject({ is_active: true });
    expect(stream.data[0]!.request_id).toEqual(expect.any(String));

    const total = (await browse()).pagination.total_items;
    const today = new Date().toISOString().slice(0, 10);
    expect((await browse(`?from=${today}&to=${today}`)).pagination.total_items).toBe(total);
    expect((await browse('?to=2000-01-01')).data).toEqual([]);
    const future = encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString());
    expect((await browse(`?from=${future}`)).data).toEqual([]);
    const past = encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString().replace('Z', '+05:30'));
    expect((await browse(`?from=${past}`)).pagination.total_items).toBe(total);
  });

  it('answers bad filters with 400', async () => {
    for (const query of ['?action=user.create', '?actor=abc', '?from=yesterday', '?to=2026-13-01', '?page=0', '?page_size=101']) {
      const res = await admin.client.get(`${API.adminAuditLog}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', message: expect.any(String) });
    }
    const viewer = await signIn(t);
    const refused = await viewer.client.get(`${API.adminAuditLog}?action=bad`);
    expect(refused.json()).toEqual({ status: 'error', message: MESSAGES.forbidden });
  });
});
