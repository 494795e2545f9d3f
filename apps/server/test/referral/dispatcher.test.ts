// The generic domain-event dispatcher (lib/events): handler and dispatched_at in one transaction,
// failures isolated, logged and retried, unknown types left alone, one event per racing sweep.
import { asc, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainEvents, siteSettings } from '../../src/lib/db/schema.ts';
import { dispatchDomainEvents, dispatchDomainEventsSafely, onDomainEvent } from '../../src/lib/events/index.ts';
import { createTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
const logged: { obj: object; msg: string }[] = [];
/** Dedupe keys whose handler throws (after writing, to prove the write is rolled back). */
const failing = new Set<string>();
const handled: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  onDomainEvent(
    t.deps,
    'test.ping',
    'writer',
    async (tx, event) => {
      await tx.insert(siteSettings).values({ key: `ping:${event.dedupeKey}`, value: event.payload as object });
      if (failing.has(event.dedupeKey)) throw new Error(`ping ${event.dedupeKey} failed (test)`);
      handled.push(event.dedupeKey);
    },
    { error: (obj, msg) => logged.push({ obj, msg }) },
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.db.delete(domainEvents).where(like(domainEvents.type, 'test.%'));
  await t.deps.db.delete(siteSettings).where(like(siteSettings.key, 'ping:%'));
  failing.clear();
  handled.length = 0;
  logged.length = 0;
});

async function record(type: string, keys: string[]) {
  await t.deps.db.insert(domainEvents).values(keys.map((k) => ({ type, dedupeKey: k, payload: { k } })));
}
async function state() {
  const rows = await t.deps.db.select().from(domainEvents).where(like(domainEvents.type, 'test.%')).orderBy(asc(domainEvents.id));
  return rows.map((r) => [r.dedupeKey, r.dispatchedAt !== null]);
}
async function pings() {
  const rows = await t.deps.db.select().from(siteSettings).where(like(siteSettings.key, 'ping:%')).orderBy(asc(siteSettings.key));
  return rows.map((r) => r.key);
}

describe('dispatchDomainEvents', () => {
  it('hands each event to its handler once and marks it dispatched', async () => {
    await record('test.ping', ['a', 'b', 'c']);
    expect(await dispatchDomainEvents(t.deps)).toEqual({ dispatched: 3, failed: 0 });
    expect(handled).toEqual(['a', 'b', 'c']);
    expect(await state()).toEqual([['a', true], ['b', true], ['c', true]]);
    expect(await dispatchDomainEvents(t.deps)).toEqual({ dispatched: 0, failed: 0 });
    expect(handled).toHaveLength(3);
  });

  it('leaves events nobody handles undispatched', async () => {
    await record('test.nobody', ['x']);
    await record('test.ping', ['a']);
    expect(await dispatchDomainEvents(t.deps)).toEqual({ dispatched: 1, failed: 0 });
    expect(await state()).toEqual([['x', false], ['a', true]]);
  });

  it('a failing handler is rolled back, logged and retried by a later sweep; others are not blocked', async () => {
    await record('test.ping', ['a', 'bad', 'c']);
    failing.add('bad');
    expect(await dispatchDomainEvents(t.deps)).toEqual({ dispatched: 2, failed: 1 });
    expect(await state()).toEqual([['a', true], ['bad', false], ['c', true]]);
    // The failed handler's own write went with its transaction.
    expect(await pings()).toEqual(['ping:a', 'ping:c']);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.msg).toMatch(/handler failed/);
    expect(logged[0]?.obj).toMatchObject({ type: 'test.ping', dedupeKey: 'bad' });

    // Still broken: tried once per sweep, never looped on.
    expect(await dispatchDomainEvents(t.deps)).toEqual({ dispatched: 0, failed: 1 });
    failing.clear();
    expect(await dispatchDomainEvents(t.deps)).toEqual({ dispatched: 1, failed: 0 });
    expect(await state()).toEqual([['a', true], ['bad', true], ['c', true]]);
    expect(await pings()).toEqual(['ping:a', 'ping:bad', 'ping:c']);
  });

  it('`only` dispatches just the named event; `limit` bounds a run', async () => {
    await record('test.ping', ['a', 'b', 'c', 'd']);
    expect(await dispatchDomainEvents(t.deps, { only: { type: 'test.ping', dedupeKey: 'c' } })).toEqual({ dispatched: 1, failed: 0 });
    expect(await state()).toEqual([['a', false], ['b', false], ['c', true], ['d', false]]);
    expect(await dispatchDomainEvents(t.deps, { limit: 2 })).toEqual({ dispatched: 2, failed: 0 });
    expect(await dispatchDomainEvents(t.deps)).toEqual({ dispatched: 1, failed: 0 });
    expect(handled).toEqual(['c', 'a', 'b', 'd']);
  });

  it('racing sweeps hand every event to exactly one of them', async () => {
    const keys = Array.from({ length: 30 }, (_, i) => `r${String(i).padStart(2, '0')}`);
    await record('test.ping', keys);
    const reports = await Promise.all(Array.from({ length: 6 }, () => dispatchDomainEvents(t.deps)));
    expect(reports.reduce((n, r) => n + r.dispatched, 0)).toBe(30);
    expect([...handled].sort()).toEqual(keys);
    expect(await pings()).toHaveLength(30);
  });

  it('the safe form reports a database failure instead of throwing', async () => {
    await record('test.ping', ['a']);
    const broken = { ...t.deps, db: { transaction: () => Promise.reject(new Error('database down (test)')) } } as unknown as typeof t.deps;
    onDomainEvent(broken, 'test.ping', 'writer', async () => {}, { error: (obj, msg) => logged.push({ obj, msg }) });
    await expect(dispatchDomainEvents(broken)).rejects.toThrow('database down');
    expect(await dispatchDomainEventsSafely(broken)).toBeNull();
    expect(logged.at(-1)?.msg).toMatch(/dispatch failed/);
    expect(await state()).toEqual([['a', false]]);
  });

  it('the sweep is served by the partial index of undispatched events', async () => {
    // A tiny test table is cheapest to scan whole; forbid that to see which index the plan picks.
    const plan = await t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select * from domain_events where dispatched_at is null and id > 0
        and type in ('test.ping') order by id limit 1 for update skip locked`);
    });
    expect(JSON.stringify(plan.rows)).toContain('domain_events_undispatched');
  });
});
