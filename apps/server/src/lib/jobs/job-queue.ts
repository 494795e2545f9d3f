// How HTTP routes queue background work (issue 15: an upload queues its transcode). Every process
// role can send: `all` and `worker` through their running pg-boss, `api` through a send-only one
// (startJobSender). Until one is attached (tests that build only the app), send does nothing and
// the work waits for the worker's sweep, so a row written as 'queued' is never lost.
import type { JobName, JobPayloads } from './registry.ts';

export interface JobSender {
  send<N extends JobName>(name: N, data: JobPayloads[N]): Promise<string | null>;
}

export interface JobQueue extends JobSender {
  attach(sender: JobSender): void;
}

export function createJobQueue(): JobQueue {
  let sender: JobSender | undefined;
  return {
    attach(next) {
      sender = next;
    },
    async send(name, data) {
      return sender ? sender.send(name, data) : null;
    },
  };
}
