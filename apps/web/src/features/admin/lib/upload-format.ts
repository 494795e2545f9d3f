// Pure helpers for the film upload's progress line: percent, speed (MB/s over a sliding window),
// time left, and a title's name guessed from its file name.

export interface ProgressSample {
  /** Milliseconds (performance.now or Date.now; only differences matter). */
  at: number;
  bytes: number;
}

/** Whole percent of bytes sent, 0-100 (0 for an unknown total). */
export function uploadPercent(sent: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((sent / total) * 100)));
}

/** Keeps the samples of the last `windowMs` (and at least the newest two). */
export function addSample(samples: readonly ProgressSample[], sample: ProgressSample, windowMs = 5000): ProgressSample[] {
  const next = [...samples, sample];
  const from = next.findIndex((s) => sample.at - s.at <= windowMs);
  return next.slice(Math.min(from < 0 ? next.length - 1 : from, Math.max(0, next.length - 2)));
}

/** Bytes per second over the samples; null until two samples span some time. */
export function bytesPerSecond(samples: readonly ProgressSample[]): number | null {
  if (samples.length < 2) return null;
  const first = samples[0]!;
  const last = samples.at(-1)!;
  const ms = last.at - first.at;
  if (ms <= 0) return null;
  return Math.max(0, ((last.bytes - first.bytes) / ms) * 1000);
}

/** '12.3' (MB/s, 1 MB = 10^6 bytes, one decimal; two under 0.1). */
export function formatMegabytesPerSecond(bytesPerSec: number): string {
  const mb = bytesPerSec / 1_000_000;
  return mb > 0 && mb < 0.1 ? mb.toFixed(2) : mb.toFixed(1);
}

/** Seconds left at this speed, rounded up; null when the speed is unknown or zero. */
export function secondsLeft(sent: number, total: number, bytesPerSec: number | null): number | null {
  if (!bytesPerSec || bytesPerSec <= 0 || total <= 0) return null;
  return Math.max(0, Math.ceil((total - sent) / bytesPerSec));
}

/** '1:02:03' for an hour or more, '4:05' under an hour, '0:07' under a minute. */
export function formatTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** '1.5 GB' / '700 MB' / '12 KB' (decimal units). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(bytes >= 1e10 ? 0 : 1)} GB`;
  if (bytes >= 1e6) return `${Math.round(bytes / 1e6)} MB`;
  return `${Math.max(1, Math.round(bytes / 1e3))} KB`;
}

/** A title's name from its film's file name: no extension, separators as spaces, at most 200 characters. */
export function titleFromFileName(name: string): string {
  const base = name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return base.replace(/[._]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);
}
