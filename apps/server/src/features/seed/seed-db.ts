import type { Database } from '../../lib/db/client.ts';

/** What seeding needs from a database or a transaction (both offer the same builders). */
export type SeedDb = Pick<Database, 'insert' | 'select'>;
