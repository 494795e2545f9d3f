// For the cross-user id matrix: a viewer given real data through the API, as the web app would make
// it, and a generic snapshot of everything the viewer owns, read from the drizzle schema (every
// table with a user_id column, or keyed by the viewer's phone, plus the users row), so a table added
// tomorrow is watched tomorrow.
import { asc, eq, getTableColumns, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { API } from '@ott/contract';
import { expect } from 'vitest';
import * as schema from '../../src/lib/db/schema.ts';
import type { TestApp } from '../helper.ts';
import { signIn } from '../auth/sign-in.ts';
import { payRental, paySubscription } from '../referral/fixtures.ts';
import { addAccount, credit, withdraw } from '../wallet/fixtures.ts';
import { createOrder } from '../payments/fixtures.ts';

export type Viewer = Awaited<ReturnType<typeof signIn>>;

/**
 * Gives the viewer a bit of everything: profile, watchlist, progress, a device, a second session,
 * a bank account, a withdrawal, a paid subscription, a pending order, a rental, and an invitee.
 */
export async function giveData(t: TestApp, v: Viewer, marker: string, videos: { free: number[]; rental: number }) {
  const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(300);
  const profile = { first_name: `${marker}name`, last_name: `${marker}surname`, email: `${marker.toLowerCase()}@example.in`, address: `${marker} street 7` };
  ok(await v.client.post(API.updateProfile, profile, { bearer: true }));
  for (const id of videos.free) ok(await v.client.post(API.watchlistToggle, { content_id: id }));
  ok(await v.client.post(API.watchProgress, { video_id: videos.free[0], position: 42, duration: 600 }));
  const device = { device_type: 'web', device_name: `${marker} phone`, device_id: `${marker.toLowerCase()}-device-1`, device_model: 'Desktop', os_version: 'Linux', app_version: '1.0.17' };
  ok(await v.client.post(API.registerDevice, device));
  const second = await signIn(t, { phone: v.phone });
  const account = await addAccount(v.client, { account_holder_name: `${marker} holder` });
  await credit(t, v.user.id, 50_000);
  ok(await withdraw(v.client, { bank_account: account.id, amount: 100, request_id: `${marker}-w1` }));
  await paySubscription(v.client, 1);
  await createOrder(v.client, 2, { extend: true });
  await payRental(v.client, videos.rental);
  const invitee = await signIn(t, { ref: v.user.referral_code });
  return { tokens: [v.token, second.token], accountNumber: account.full, second, invitee, profile, device };
}

interface OwnedTable {
  name: string;
  table: PgTable;
  key: PgColumn;
  order: PgColumn[];
}

/** Every table with a user_id column or a phone column (users by its id). */
export function ownedTables(): OwnedTable[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      const columns = getTableColumns(table) as Record<string, PgColumn>;
      const key = config.name === 'users' ? columns.id : (columns.userId ?? columns.phone);
      if (!key) return [];
      const primary = Object.values(columns).filter((c) => c.primary);
      const order = primary.length > 0 ? primary : (config.primaryKeys[0]?.columns ?? Object.values(columns));
      return [{ name: config.name, table, key, order }];
    });
}

export type Snapshot = Record<string, Record<string, unknown>[]>;

export async function snapshot(t: TestApp, tables: OwnedTable[], userId: number, phone: string): Promise<Snapshot> {
  const out: Snapshot = {};
  for (const { name, table, key, order } of tables) {
    const value = key.name === 'phone' ? phone : userId;
    out[name] = (await t.deps.db
      .select()
      .from(table)
      .where(eq(key, value))
      .orderBy(...order.map((c) => asc(c)))) as Record<string, unknown>[];
  }
  return out;
}

/**
 * The ids of the viewer's rows: each row's `id` and its text `…Id` columns (gateway order and
 * payment ids, device ids; these first, as clients know rows by them), taken round-robin over the
 * tables so each table gets its turn, at most `limit` of them.
 */
export function idsOf(snap: Snapshot, userId: number, limit: number): string[] {
  const perTable = Object.entries(snap).map(([, rows]) =>
    rows.flatMap((row) =>
      Object.entries(row)
        .filter(([k, v]) => (k === 'id' && (typeof v === 'number' || typeof v === 'string')) || (k.endsWith('Id') && k !== 'userId' && typeof v === 'string'))
        .map(([, v]) => v)
        .sort((x, y) => Number(typeof x === 'number') - Number(typeof y === 'number'))
        .map(String),
    ),
  );
  const ids = new Set<string>([String(userId)]);
  for (let i = 0; ids.size < limit && perTable.some((list) => i < list.length); i += 1) {
    for (const list of perTable) if (list[i] !== undefined && ids.size < limit) ids.add(list[i]!);
  }
  return [...ids];
}

/** Cells that differ between two snapshots, as `table[row].column: before → after`. */
export function differences(before: Snapshot, after: Snapshot): string[] {
  const out: string[] = [];
  for (const [name, rows] of Object.entries(before)) {
    const later = after[name] ?? [];
    if (later.length !== rows.length) out.push(`${name}: ${rows.length} rows → ${later.length}`);
    rows.forEach((row, i) => {
      for (const [column, value] of Object.entries(row)) {
        const now = later[i]?.[column];
        if (JSON.stringify(now) !== JSON.stringify(value)) out.push(`${name}[${i}].${column}: ${JSON.stringify(value)} → ${JSON.stringify(now)}`);
      }
    });
  }
  return out;
}
