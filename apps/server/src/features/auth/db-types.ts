import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type * as schema from '../../lib/db/schema.ts';

/** The database or a transaction on it: services that take part in a caller's transaction. */
export type Queryable = PgDatabase<NodePgQueryResultHKT, typeof schema>;
