// Graceful stop (issue 14): SIGTERM first marks the instance draining, so /readyz answers 503 and
// the load balancer stops routing new requests to it, and its answers close their connections;
// after SHUTDOWN_DRAIN_MS the listener closes (Fastify finishes the requests in flight), then the
// jobs stop and the database and Redis close. A second signal exits at once.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Deps } from './deps.ts';

export interface ShutdownSteps {
  drainMs: number;
  /** Runs after the listener is closed, before the dependencies are (the job runner). */
  afterClose?: () => Promise<void>;
  closeDeps: (deps: Deps) => Promise<void>;
}

export async function drainAndClose(app: FastifyInstance, steps: ShutdownSteps): Promise<void> {
  const { deps } = app;
  deps.lifecycle.draining = true;
  // Every answer from now on closes its connection (Connection: close), before any front or route
  // writes it: when the listener closes, no proxy holds a kept-alive connection to reuse, which
  // Fastify would have to answer 503 and nginx would not retry for a POST.
  app.server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    res.shouldKeepAlive = false;
  });
  if (steps.drainMs > 0) {
    app.log.info({ drainMs: steps.drainMs }, 'draining: /readyz answers 503 before the listener closes');
    await new Promise((resolve) => setTimeout(resolve, steps.drainMs));
  }
  await app.close();
  await steps.afterClose?.();
  await steps.closeDeps(deps);
}

/** Installs the SIGINT/SIGTERM handlers of a running process. */
export function onStopSignals(app: FastifyInstance, steps: ShutdownSteps): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) {
        app.log.warn({ signal }, 'second stop signal: exiting now');
        process.exit(1);
      }
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      drainAndClose(app, steps).then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
