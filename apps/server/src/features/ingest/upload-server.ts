// Resumable film uploads (issue 15.2): the tus 1.0 protocol through @tus/server with its file store
// under INGEST_DIR, so an upload survives a dropped connection and a server restart (the store keeps
// each upload's offset in `<id>.json` beside the file). Fastify checks the editor role and CSRF
// first, then hands the raw request to tus. Creating an upload needs a title; a finished upload is
// probed before its transcode is queued, and a file that is not a whole video is refused in words.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Server, EVENTS } from '@tus/server';
import { FileStore } from '@tus/file-store';
import { ADMIN_TITLE_MESSAGES, API, MAX_UPLOAD_BYTES, UploadMetadata } from '@ott/contract';
import { AppError } from '../../lib/errors.ts';
import { inspectUpload } from '../media/transcode-title.ts';
import { mountTusRoutes, tusActorOf, tusRefusal } from './tus-routes.ts';
import { markQueued, markUploadRefused, recordUploadProgress, startUpload } from './ingest-store.ts';

const M = ADMIN_TITLE_MESSAGES;
const REFUSALS = { not_video: M.notAVideo, truncated: M.truncated, no_video_stream: M.noVideoStream } as const;

const refusal = tusRefusal;

export const uploadFilePath = (ingestDir: string, uploadId: string) => path.join(ingestDir, uploadId);

export function uploadRoutes(app: FastifyInstance) {
  const { db, config, queue, log } = app.deps;
  const datastore = new FileStore({ directory: config.ingestDir });
  const tus = new Server({
    path: API.adminUploads.replace(/\/$/, ''),
    datastore,
    relativeLocation: true,
    respectForwardedHeaders: true,
    maxSize: MAX_UPLOAD_BYTES,
    disableTerminationForFinishedUploads: true,
    postReceiveInterval: 2000,
    async onUploadCreate(req, upload) {
      const actor = tusActorOf(req);
      const metadata = UploadMetadata.safeParse(upload.metadata ?? {});
      if (!metadata.success) throw refusal(400, M.uploadNeedsTitle);
      if (upload.size === undefined) throw refusal(400, M.notAVideo);
      if (upload.size > MAX_UPLOAD_BYTES) throw refusal(413, M.uploadTooLarge);
      try {
        const { replacedUploadId } = await startUpload(db, actor, {
          videoId: metadata.data.title_id,
          uploadId: upload.id,
          sourceName: metadata.data.filename ?? null,
          sourceBytes: upload.size,
        });
        if (replacedUploadId) await removeUpload(replacedUploadId);
      } catch (error) {
        if (error instanceof AppError) throw refusal(error.statusCode, error.message);
        throw error;
      }
      return {};
    },
    async onUploadFinish(_req, upload) {
      const file = uploadFilePath(config.ingestDir, upload.id);
      const inspected = await inspectUpload(file);
      if (!inspected.ok) {
        const message = REFUSALS[inspected.reason];
        await markUploadRefused(db, upload.id, message);
        await removeUpload(upload.id);
        throw refusal(422, message);
      }
      const row = await markQueued(db, upload.id);
      if (!row) throw refusal(409, M.uploadCancelled);
      await queue.send('title-transcode', { videoId: row.videoId });
      return {};
    },
  });
  tus.on(EVENTS.POST_RECEIVE, (_req, upload) => {
    if (!upload.size) return;
    recordUploadProgress(db, upload.id, (100 * (upload.offset ?? 0)) / upload.size).catch((err: unknown) =>
      log.warn({ err }, 'upload progress not recorded'),
    );
  });

  async function removeUpload(uploadId: string): Promise<void> {
    await datastore.remove(uploadId).catch(() => undefined);
    await fs.rm(uploadFilePath(config.ingestDir, uploadId), { force: true });
  }

  mountTusRoutes(app, tus, API.adminUploads);

  return { removeUpload };
}
