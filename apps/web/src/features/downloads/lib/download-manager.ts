// Downloads on this device (issue 18.3): licence first (the server refuses what the plan does not
// allow), then the copy through Shaka's Storage, with its progress in the records store. One task
// per title, kept at module level so a download goes on while the viewer moves around the app.
import { downloadExpiry, estimateDownloadBytes, isDownloadPlayable, type Video } from '@ott/contract';
import { createDownload, deleteDownload as deleteLicence, listDownloads, markDownloadPlayed } from '@/api/downloads/downloads.ts';
import { getVideo } from '@/api/catalogue/get-video.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useDownloadRecords, type DownloadRecord } from './download-records.ts';
import { listCopies, removeCopies, storeCopy, type StoreTask } from './offline-storage.ts';
import type { DownloadQuality } from './stream-qualities.ts';
import { planSync } from './sync-plan.ts';

const running = new Map<number, { task: StoreTask; isPausing: boolean }>();
/** Progress is written at most this often (localStorage and a re-render per write). */
const PROGRESS_STEP = 0.01;

const records = () => useDownloadRecords.getState();

export type DownloadableVideo = Pick<Video, 'id' | 'title' | 'hls_url' | 'duration' | 'poster_url' | 'thumbnail_url'>;

export function isRunning(videoId: number): boolean {
  return running.has(videoId);
}

/** Asks for the licence, then stores the copy; throws the server's refusal (ApiError) before any byte is stored. */
export async function startDownload(video: DownloadableVideo, quality: DownloadQuality, owner: string): Promise<void> {
  if (running.has(video.id) || !video.hls_url) return;
  const { download } = await createDownload({ video_id: video.id, height: quality.height });
  const posterUrl = video.poster_url ?? video.thumbnail_url ?? null;
  records().put({
    videoId: video.id,
    licenceId: download.id,
    owner,
    title: video.title,
    posterUrl,
    height: quality.height,
    createdAt: Date.parse(download.created_at),
    expiresAt: Date.parse(download.expires_at),
    firstPlayedAt: download.first_played_at ? Date.parse(download.first_played_at) : null,
    playedPending: false,
    state: 'downloading',
    progress: 0,
    estimatedBytes: estimateDownloadBytes(quality.bandwidth, video.duration),
    storedBytes: null,
    offlineUri: null,
  });
  // Best effort: ask the browser not to evict the copies under storage pressure.
  void navigator.storage?.persist?.().catch(() => false);
  // The poster through the service worker, whose artwork cache then has it for the offline list.
  if (posterUrl) void fetch(posterUrl).catch(() => undefined);
  let shown = 0;
  const task = storeCopy({
    masterUrl: video.hls_url,
    height: quality.height,
    videoId: video.id,
    onProgress(progress) {
      if (progress - shown < PROGRESS_STEP && progress < 1) return;
      shown = progress;
      records().update(video.id, { progress });
    },
  });
  const entry = { task, isPausing: false };
  running.set(video.id, entry);
  try {
    const { offlineUri, bytes } = await task.done;
    records().update(video.id, { state: 'done', progress: 1, offlineUri, storedBytes: bytes });
  } catch {
    records().update(video.id, { state: entry.isPausing ? 'paused' : 'failed' });
  } finally {
    running.delete(video.id);
  }
}

/** Storage cannot pause: this stops the download and keeps its record; resuming starts it again. */
export async function pauseDownload(videoId: number): Promise<void> {
  const entry = running.get(videoId);
  if (!entry) return;
  entry.isPausing = true;
  await entry.task.abort();
}

/** Starts a paused or failed download again from the beginning, with a fresh stream URL. */
export async function resumeDownload(record: DownloadRecord): Promise<void> {
  const video = await getVideo(record.videoId);
  await startDownload(video, { height: record.height, bandwidth: record.estimatedBytes > 0 && video.duration > 0 ? (record.estimatedBytes * 8) / video.duration : 0 }, record.owner);
}

/** Deletes the copy and the licence; offline, the licence is deleted on the server next time. */
export async function removeDownload(record: DownloadRecord): Promise<void> {
  await pauseDownload(record.videoId);
  const uris = (await listCopies().catch(() => []))
    .filter((copy) => copy.videoId === record.videoId || copy.offlineUri === record.offlineUri)
    .map((copy) => copy.offlineUri);
  await removeCopies(uris);
  try {
    await deleteLicence(record.licenceId);
    records().remove(record.videoId);
  } catch (error) {
    const isGone = error instanceof ApiError && error.status === 404;
    records().remove(record.videoId, isGone ? undefined : record.licenceId);
  }
}

/**
 * A play of a stored copy, if it may play: never past its expiry (checked against this device's
 * clock, also offline). The first play brings the expiry to 48 hours later at most, here at once
 * and on the server now or when next online.
 */
export function beginOfflinePlay(record: DownloadRecord, now = Date.now()): boolean {
  if (!isDownloadPlayable(record.expiresAt, now) || !record.offlineUri) return false;
  if (record.firstPlayedAt !== null) return true;
  records().update(record.videoId, {
    firstPlayedAt: now,
    expiresAt: Math.min(record.expiresAt, downloadExpiry(record.createdAt, now)),
    playedPending: true,
  });
  void reportPlayed(record.licenceId, record.videoId, now);
  return true;
}

async function reportPlayed(licenceId: number, videoId: number, playedAt: number): Promise<void> {
  try {
    const { download } = await markDownloadPlayed(licenceId, { played_at: new Date(playedAt).toISOString() });
    const current = records().records[String(videoId)];
    records().update(videoId, { playedPending: false, expiresAt: Math.min(current?.expiresAt ?? Infinity, Date.parse(download.expires_at)) });
  } catch {
    // Offline (or refused): sync reports it again, or deletes the copy if the licence is gone.
  }
}

/** Copies in IndexedDB with no finished record (a closed tab mid-download, a signed-out account): deleted. */
export async function removeOrphanCopies(): Promise<void> {
  const known = new Set(Object.values(records().records).map((record) => record.offlineUri).filter(Boolean));
  const copies = await listCopies();
  const orphans = copies.filter((copy) => !known.has(copy.offlineUri) && !(copy.videoId !== null && running.has(copy.videoId)));
  await removeCopies(orphans.map((copy) => copy.offlineUri));
}

/**
 * Online: sends what was done offline (deletions, first plays), then deletes the copies the server
 * says are expired, not entitled any more or gone, and takes any sooner expiry.
 */
export async function syncWithServer(owner: string): Promise<void> {
  for (const licenceId of records().pendingDeletes) {
    try {
      await deleteLicence(licenceId);
      records().clearPendingDelete(licenceId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) records().clearPendingDelete(licenceId);
    }
  }
  const { downloads } = await listDownloads();
  const mine = Object.values(records().records).filter((record) => record.owner === owner && !running.has(record.videoId));
  const plan = planSync(mine, downloads);
  for (const record of plan.reportPlayed) if (record.firstPlayedAt !== null) await reportPlayed(record.licenceId, record.videoId, record.firstPlayedAt);
  for (const [videoId, expiresAt] of plan.expiries) records().update(videoId, { expiresAt });
  const gone = mine.filter((record) => plan.remove.includes(record.videoId));
  if (gone.length > 0) {
    const uris = new Set(gone.map((record) => record.offlineUri).filter((uri): uri is string => !!uri));
    const copies = await listCopies().catch(() => []);
    await removeCopies(copies.filter((copy) => uris.has(copy.offlineUri) || gone.some((record) => record.videoId === copy.videoId)).map((copy) => copy.offlineUri));
    for (const record of gone) {
      records().remove(record.videoId);
      // Done with on this device: the licence goes too (a 404 means it already had).
      await deleteLicence(record.licenceId).catch(() => undefined);
    }
  }
}
