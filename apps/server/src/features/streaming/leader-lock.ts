// Only one instance runs a live encoder when the API is scaled out (ARCHITECTURE 9): on
// PostgreSQL the holder of a session-level advisory lock on its own connection leads; the lock
// goes with the connection, so a crashed leader frees it at once. PGlite is one process: it leads.
// The demo channel has one key; each own channel (issue 15.4) a key of its own, from its stream id,
// so with several workers exactly one runs each channel (and they spread across the workers).
import pg from 'pg';
import type { DbHandle } from '../../lib/db/client.ts';

export interface LeaderLock {
  /** True when this process holds (or just took) the lead. */
  tryAcquire(): Promise<boolean>;
  /** Resolves if the lead is lost (connection dropped) after tryAcquire returned true. */
  readonly lost: Promise<void>;
  release(): Promise<void>;
}

/** Any constant bigint works; this one spells "live" in ASCII. */
export const LIVE_CHANNEL_LOCK_KEY = 0x6c697665n;

/** An own channel's key: "loop" in ASCII in the high 32 bits, the stream id in the low ones. */
export const ownChannelLockKey = (streamId: number): bigint => (0x6c6f6f70n << 32n) | BigInt(streamId);

export function createLeaderLock(dbHandle: DbHandle, key: bigint = LIVE_CHANNEL_LOCK_KEY): LeaderLock {
  if (dbHandle.kind !== 'postgres' || !dbHandle.url) {
    return { tryAcquire: async () => true, lost: new Promise(() => {}), release: async () => {} };
  }
  return new AdvisoryLeaderLock(dbHandle.url, key);
}

class AdvisoryLeaderLock implements LeaderLock {
  private client: pg.Client | null = null;
  private markLost: () => void = () => {};
  lost: Promise<void> = new Promise(() => {});

  constructor(
    private readonly url: string,
    private readonly key: bigint,
  ) {}

  async tryAcquire(): Promise<boolean> {
    if (this.client) return true;
    const client = new pg.Client({ connectionString: this.url, application_name: 'ott-live-channel' });
    client.on('error', () => this.drop(client));
    client.on('end', () => this.drop(client));
    try {
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [this.key.toString()]);
      if (!rows[0]?.locked) {
        await client.end();
        return false;
      }
    } catch {
      await client.end().catch(() => {});
      return false;
    }
    this.lost = new Promise((resolve) => (this.markLost = resolve));
    this.client = client;
    return true;
  }

  private drop(client: pg.Client) {
    if (this.client !== client) return;
    this.client = null;
    this.markLost();
  }

  async release(): Promise<void> {
    const client = this.client;
    this.client = null;
    // Closing the session releases its advisory locks.
    await client?.end().catch(() => {});
  }
}
