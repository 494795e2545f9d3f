// What a title's media allows: polling while it moves, publishing once it is ready, a new upload
// once the old one ended.
import type { AdminTitle, IngestState, PromoState, TitleStatus } from '@ott/contract';

/** Ingest states that change on their own (the title page asks again every 2 s). */
export const MOVING_INGEST: readonly IngestState[] = ['uploading', 'queued', 'running'];
export const isIngestMoving = (state: IngestState | null | undefined) => state != null && MOVING_INGEST.includes(state);

/** Promo clip states that change on their own (the title page asks again every 2 s). */
export const isPromoMoving = (state: PromoState | null | undefined) => state === 'queued' || state === 'running';

/** Statuses a list row may change from without the operator (the list asks again while one shows). */
export const MOVING_STATUS: readonly TitleStatus[] = ['uploading', 'processing'];

/** The title has a finished film and none being processed: it may be published (the server's rule in publish.ts). */
export const isMediaReady = (title: Pick<AdminTitle, 'status' | 'hls_url'>) =>
  title.hls_url !== null && (title.status === 'draft' || title.status === 'scheduled' || title.status === 'published');

/** A new film may be uploaded: nothing yet, or the last one ended (done, failed, cancelled). */
export const canUploadFilm = (title: Pick<AdminTitle, 'ingest'>) => !isIngestMoving(title.ingest?.state);

/**
 * A `datetime-local` value ('2026-12-01T18:30') as an ISO time with the browser's offset
 * ('2026-12-01T18:30:00+05:30'); null for an empty or malformed value.
 */
export function localInputToIso(value: string, offsetMinutes?: number): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const offset = offsetMinutes ?? -new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)).getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}${sign}${hh}:${mm}`;
}
