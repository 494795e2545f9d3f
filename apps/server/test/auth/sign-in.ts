// Signing in for tests: request a code, read it from the development outbox, log in. Each user
// gets its own client address by default so per-IP limits never couple unrelated tests.
import crypto from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { API, LoginResponse } from '@ott/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import { smsOutbox } from '../../src/lib/db/schema.ts';
import { TestClient, type TestApp } from '../helper.ts';

export const randomPhone = () => `9${crypto.randomInt(100_000_000, 999_999_999)}`;
export const randomIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

export async function lastCode(t: TestApp, phone: string): Promise<string> {
  const [row] = await t.deps.db
    .select({ code: smsOutbox.code })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  if (!row?.code) throw new Error(`no code sent to ${phone}`);
  return row.code;
}

export async function rowCount(t: TestApp, table: PgTable): Promise<number> {
  const [row] = await t.deps.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

export async function signIn(t: TestApp, opts: { phone?: string; ip?: string; ref?: string } = {}) {
  const phone = opts.phone ?? randomPhone();
  const client = new TestClient(t.app, opts.ip ?? randomIp());
  const sent = await client.post(API.requestOtp, { phone, otp_type: 'login' });
  expect(sent.statusCode, sent.body).toBe(200);
  const res = await client.post(API.login, { phone, otp: await lastCode(t, phone), ...(opts.ref ? { ref: opts.ref } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  const body = LoginResponse.parse(res.json());
  client.token = body.token;
  return { client, phone, user: body.user, token: body.token, body };
}
