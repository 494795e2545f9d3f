// Process entry for `npm start`: config → dependencies (migrations run) → jobs → seed → HTTP.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { closeDeps, createDeps } from './lib/create-deps.ts';
import { startJobs } from './lib/jobs/start-jobs.ts';
import { jobHandlers } from './features/jobs.ts';
import { startup } from './features/startup.ts';

const config = loadConfig();
const deps = await createDeps(config);
const app = await buildApp(deps);
const jobs = await startJobs(deps, jobHandlers, app.log);
await startup(deps, jobs, app.log);
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await jobs.stop();
    await closeDeps(deps);
    process.exit(0);
  });
}
