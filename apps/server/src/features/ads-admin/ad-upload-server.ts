// An ad's video over tus 1.0 (issue 17.4), as a film's is (ingest/upload-server.ts): @tus/server
// with its file store under INGEST_DIR/ads, behind the editor role and CSRF. Creating an upload
// needs a video ad; a finished upload is probed (a whole video with a picture, at most
// MAX_AD_VIDEO_SECONDS) before the 'ad-transcode' job is queued, and refused in words otherwise.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Server, EVENTS } from '@tus/server';
import { FileStore } from '@tus/file-store';
import { ADMIN_ADS_API, ADMIN_TITLE_MESSAGES, ADS_ADMIN_MESSAGES as M, AdUploadMetadata, MAX_AD_VIDEO_BYTES, MAX_AD_VIDEO_SECONDS } from '@ott/contract';
import { AppError } from '../../lib/errors.ts';
import { inspectUpload } from '../media/transcode-title.ts';
import { mountTusRoutes, tusActorOf, tusRefusal } from '../ingest/tus-routes.ts';
import { invalidateAdsCache } from '../ads/index.ts';
import { markAdQueued, markAdUploadRefused, recordAdUploadProgress, startAdUpload } from './ad-ingest-store.ts';

const T = ADMIN_TITLE_MESSAGES;
const REFUSALS = { not_video: T.notAVideo, truncated: T.truncated, no_video_stream: T.noVideoStream } as const;
const refusal = tusRefusal;

export const adUploadDir = (ingestDir: string) => path.join(ingestDir, 'ads');
export const adUploadFile = (ingestDir: string, uploadId: string) => path.join(adUploadDir(ingestDir), uploadId);

export function adUploadRoutes(app: FastifyInstance) {
  const { db, config, queue, cache, log } = app.deps;
  const datastore = new FileStore({ directory: adUploadDir(config.ingestDir) });

  async function removeUpload(uploadId: string): Promise<void> {
    await datastore.remove(uploadId).catch(() => undefined);
    await fs.rm(adUploadFile(config.ingestDir, uploadId), { force: true });
  }

  async function refuse(uploadId: string, message: string) {
    await markAdUploadRefused(db, uploadId, message);
    await removeUpload(uploadId);
    return refusal(422, message);
  }

  const tus = new Server({
    path: ADMIN_ADS_API.uploads.replace(/\/$/, ''),
    datastore,
    relativeLocation: true,
    respectForwardedHeaders: true,
    maxSize: MAX_AD_VIDEO_BYTES,
    disableTerminationForFinishedUploads: true,
    postReceiveInterval: 1000,
    async onUploadCreate(req, upload) {
      const actor = tusActorOf(req);
      const metadata = AdUploadMetadata.safeParse(upload.metadata ?? {});
      if (!metadata.success) throw refusal(400, M.videoNeedsAd);
      if (upload.size === undefined) throw refusal(400, T.notAVideo);
      if (upload.size > MAX_AD_VIDEO_BYTES) throw refusal(413, M.videoTooLarge);
      try {
        const input = { adId: metadata.data.ad_id, uploadId: upload.id, sourceName: metadata.data.filename ?? null, sourceBytes: upload.size };
        const { replacedUploadId } = await startAdUpload(db, actor, input);
        if (replacedUploadId) await removeUpload(replacedUploadId);
      } catch (error) {
        if (error instanceof AppError) throw refusal(error.statusCode, error.message);
        throw error;
      }
      return {};
    },
    async onUploadFinish(_req, upload) {
      const inspected = await inspectUpload(adUploadFile(config.ingestDir, upload.id));
      if (!inspected.ok) throw await refuse(upload.id, REFUSALS[inspected.reason]);
      if (inspected.probe.durationSeconds > MAX_AD_VIDEO_SECONDS) throw await refuse(upload.id, M.videoTooLong);
      const row = await markAdQueued(db, upload.id);
      if (!row) throw refusal(409, M.videoBusy);
      await invalidateAdsCache(cache);
      await queue.send('ad-transcode', { adId: row.adId });
      return {};
    },
  });
  tus.on(EVENTS.POST_RECEIVE, (_req, upload) => {
    if (!upload.size) return;
    recordAdUploadProgress(db, upload.id, (100 * (upload.offset ?? 0)) / upload.size).catch((err: unknown) => log.warn({ err }, 'ad upload progress not recorded'));
  });

  mountTusRoutes(app, tus, ADMIN_ADS_API.uploads);
}
