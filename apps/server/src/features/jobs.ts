// Every background job's handler (see lib/jobs/registry.ts for the payload types).
import type { JobHandlers } from '../lib/jobs/registry.ts';
import { createDemoMediaHandler } from './seed/index.ts';

export const jobHandlers: JobHandlers = {
  'demo-media': createDemoMediaHandler(),
};
