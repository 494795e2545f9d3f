// `npm run migrate`: applies pending database migrations and exits (a pre-deploy step, issue 14.4).
// Instances started with MIGRATE_ON_START=false then never change the schema themselves. Safe to
// run beside starting instances: every migration run holds the same PostgreSQL advisory lock.
import { loadConfig } from './config.ts';
import { openDatabase } from './lib/db/client.ts';

const config = loadConfig();
const started = Date.now();
const handle = await openDatabase({
  url: config.databaseUrl,
  dataDir: `${config.dataDir}/db`,
  poolSize: 1,
  migrate: true,
});
await handle.close();
console.log(`migrations applied (${handle.kind}) in ${Date.now() - started} ms`);
