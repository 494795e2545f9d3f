// Issue 18.3: offline downloads. The rules of a download licence, shared by the server (which keeps
// the licence) and the web app (which keeps the copy and must refuse to play it past its expiry,
// even offline). Times are epoch milliseconds.

/** A download may be kept this long after it was made... */
export const DOWNLOAD_KEEP_DAYS = 30;
/** ...and, once played, no longer than this after the first play (whichever ends first). */
export const DOWNLOAD_AFTER_FIRST_PLAY_HOURS = 48;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** When a licence made at `createdAt` ends: 30 days later, or 48 hours after the first play if that is sooner. */
export function downloadExpiry(createdAt: number, firstPlayedAt: number | null = null): number {
  const kept = createdAt + DOWNLOAD_KEEP_DAYS * DAY_MS;
  return firstPlayedAt === null ? kept : Math.min(kept, firstPlayedAt + DOWNLOAD_AFTER_FIRST_PLAY_HOURS * HOUR_MS);
}

/**
 * The moment a first play counts from. A time the app reports (a play made offline, posted later)
 * can only make the expiry sooner: it is clamped between the licence's creation and now.
 */
export function firstPlayMoment(createdAt: number, now: number, reported?: number | null): number {
  if (reported === undefined || reported === null || !Number.isFinite(reported)) return now;
  return Math.min(now, Math.max(createdAt, reported));
}

export const DOWNLOAD_STATUSES = ['active', 'expired', 'not_entitled'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

/** Expired wins over not entitled: the copy is dead either way, and expiry needs no explanation. */
export function downloadStatus(licence: { expiresAt: number; isEntitled: boolean }, now: number): DownloadStatus {
  if (licence.expiresAt <= now) return 'expired';
  return licence.isEntitled ? 'active' : 'not_entitled';
}

/** Whether a stored copy may play now: only before its expiry (checked by the app, also offline). */
export function isDownloadPlayable(expiresAt: number, now: number): boolean {
  return Number.isFinite(expiresAt) && expiresAt > now;
}

export type DownloadAllowance = 'allowed' | 'not_in_plan' | 'limit_reached';

/** Whether one more download fits: the plan's download_limit (0 = none) against the active licences. */
export function downloadAllowance(limit: number, activeCount: number): DownloadAllowance {
  if (!(limit > 0)) return 'not_in_plan';
  return activeCount < limit ? 'allowed' : 'limit_reached';
}

/**
 * Bytes a download will take: the variant's bandwidth (bits per second, audio included) over the
 * title's duration. An estimate: real segments vary around the declared bandwidth.
 */
export function estimateDownloadBytes(bandwidthBitsPerSecond: number, durationSeconds: number): number {
  if (!(bandwidthBitsPerSecond > 0) || !(durationSeconds > 0)) return 0;
  return Math.round((bandwidthBitsPerSecond * durationSeconds) / 8);
}
