// Leader locks on PostgreSQL (ARCHITECTURE 9, issue 15.4): of two workers asking for the same
// channel's lock one gets it, each own channel has a lock of its own (so channels spread across
// workers), and a released lock passes on. Needs DATABASE_URL; PGlite is one process and leads.
import { afterAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/lib/db/client.ts';
import { createLeaderLock, LIVE_CHANNEL_LOCK_KEY, ownChannelLockKey, type LeaderLock } from '../../src/features/streaming/leader-lock.ts';

const url = process.env.DATABASE_URL;
const handle = { kind: 'postgres', url } as DbHandle;
const held: LeaderLock[] = [];
const lock = (key?: bigint) => {
  const made = createLeaderLock(handle, key);
  held.push(made);
  return made;
};
afterAll(async () => {
  await Promise.all(held.map((l) => l.release()));
});

describe.skipIf(!url)('leader locks on PostgreSQL', () => {
  it('gives each channel to one worker, and different channels to different workers', async () => {
    const [a, b] = [lock(ownChannelLockKey(41)), lock(ownChannelLockKey(41))];
    expect(await a.tryAcquire()).toBe(true);
    expect(await b.tryAcquire()).toBe(false);
    // Another channel, and the demo channel, are free for the second worker.
    expect(await lock(ownChannelLockKey(42)).tryAcquire()).toBe(true);
    expect(await lock().tryAcquire()).toBe(true);
    expect(await lock().tryAcquire()).toBe(false);
    await a.release();
    expect(await b.tryAcquire()).toBe(true);
  });

  it('keeps own channel keys apart from each other and from the demo channel', () => {
    expect(ownChannelLockKey(1)).not.toBe(ownChannelLockKey(2));
    for (const id of [1, 0x6c697665]) expect(ownChannelLockKey(id)).not.toBe(LIVE_CHANNEL_LOCK_KEY);
    expect(ownChannelLockKey(2_147_483_647) < 2n ** 63n).toBe(true);
  });
});
