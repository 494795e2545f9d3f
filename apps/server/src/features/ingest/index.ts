// Ingest (issue 15.2-3): resumable uploads of operators' films (tus), the transcode job that
// turns one into a published-ready stream, and the sweep that recovers work a dead worker dropped.
import type { FastifyInstance } from 'fastify';
import { ingestRoutes } from './ingest.route.ts';
import { uploadRoutes } from './upload-server.ts';

export async function ingestFeature(app: FastifyInstance) {
  ingestRoutes(app, uploadRoutes(app));
}

export { runTitleTranscode } from './transcode-job.ts';
export { sweepIngests, MAX_ATTEMPTS, QUEUED_RESEND_MS, STALE_HEARTBEAT_MS } from './ingest-sweep.ts';
export { failureMessage } from './failure-message.ts';
export { removeMediaDir } from './apply-transcode.ts';
