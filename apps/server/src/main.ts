// Process entry for `npm start`: config → dependencies (migrations run) → by ROLE (issue 14.3):
//   all     one process: HTTP, background jobs, the live encoder (the embedded default);
//   api     HTTP only: no jobs, no encoder, no start-up seeding;
//   worker  jobs, start-up work and the live encoder; its HTTP answers only /livez, /readyz, /metrics.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { closeDeps, createDeps } from './lib/create-deps.ts';
import { startJobSender, startJobs, type Jobs } from './lib/jobs/start-jobs.ts';
import { jobHandlers } from './features/jobs.ts';
import { startup } from './features/startup.ts';
import { findSetpriv } from './features/media/tied-spawn.ts';
import { resolveMediaTools } from './features/media/index.ts';
import { onStopSignals } from './lib/shutdown.ts';

const config = loadConfig();
const deps = await createDeps(config);
const app = await buildApp(deps);
let jobs: Jobs | undefined;
if (config.runsJobs) {
  // Which ffmpeg the media pipeline uses (PATH, FFMPEG_PATH or the npm build), once.
  app.log.info({ mediaTools: resolveMediaTools() }, 'media tools');
  if (!findSetpriv()) app.log.warn('setpriv not found: ffmpeg children may outlive a killed process');
  jobs = await startJobs(deps, jobHandlers, app.log);
  deps.queue.attach(jobs);
  await startup(deps, jobs, app.log);
} else {
  jobs = await startJobSender(deps, app.log);
  deps.queue.attach(jobs);
}
await app.listen({ port: config.port, host: config.host });
app.log.info({ role: config.role }, 'started');

onStopSignals(app, { drainMs: config.shutdownDrainMs, afterClose: async () => jobs?.stop(), closeDeps });
