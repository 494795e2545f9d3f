// Every background job's handler (see lib/jobs/registry.ts for the payload types).
import type { JobHandlers } from '../lib/jobs/registry.ts';

export const jobHandlers: JobHandlers = {
  'demo-media': async () => {
    // Replaced by the catalogue seed feature.
  },
};
