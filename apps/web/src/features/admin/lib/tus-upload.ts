// The film upload over tus 1.0 (POST creates, PATCH appends, HEAD resumes, DELETE cancels) with
// tus-js-client, loaded only when an upload starts so the console's own chunk stays small. It sends
// what the shared API client sends on a write (bearer token, X-CSRFToken, cookies) and resumes an
// upload this browser started before (fingerprints in localStorage) after a reload or a lost link.
import type { DetailedError, Upload } from 'tus-js-client';
import { API } from '@ott/contract';
import { readCookie, storage } from '@/lib/storage.ts';

export const TUS_CHUNK_BYTES = 8 * 1024 * 1024;
export const TUS_RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];

export interface FilmUploadCallbacks {
  onProgress(sent: number, total: number): void;
  onSuccess(): void;
  /** The server's message when it refused (its JSON `message`), else null. */
  onError(serverMessage: string | null, error: Error): void;
}

/** The headers the shared client puts on a write. */
export function writeHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'X-CSRFToken': readCookie('csrftoken') ?? storage.get('csrfToken') ?? '',
    'X-Requested-With': 'XMLHttpRequest',
  };
  const token = storage.get('token');
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** The `message` of the server's JSON answer to a failed tus request, if there is one. */
export function tusServerMessage(error: unknown): string | null {
  const response = (error as Partial<DetailedError> | null)?.originalResponse;
  if (!response) return null;
  try {
    const body = JSON.parse(response.getBody()) as { message?: unknown } | null;
    return body && typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * writeHeaders() read afresh on every tus request (a token or CSRF cookie that changed since the
 * upload began): tus-js-client sets its `headers` on each request it opens. They must not be set
 * again in onBeforeRequest: XHR's setRequestHeader appends ('a, a'), which the server refuses.
 */
export function liveWriteHeaders(): Record<string, string> {
  const headers = {};
  for (const name of Object.keys(writeHeaders())) {
    Object.defineProperty(headers, name, { enumerable: true, get: () => writeHeaders()[name] ?? '' });
  }
  return headers as Record<string, string>;
}

/** One title's film: the fingerprint names the title too, so the same file for another title starts afresh. */
export const uploadFingerprint = (titleId: number, file: Pick<File, 'name' | 'type' | 'size' | 'lastModified'>) =>
  ['ott-film', titleId, file.name, file.type, file.size, file.lastModified].join(':');

export interface StartedUpload {
  upload: Upload;
  /** Whether it picked up an earlier upload of this file for this title. */
  resumed: boolean;
}

/** Starts (or resumes) the upload of `file` for `titleId`. */
export function startFilmUpload(titleId: number, file: File, callbacks: FilmUploadCallbacks): Promise<StartedUpload> {
  return startTusUpload(
    { endpoint: API.adminUploads, metadata: { title_id: String(titleId) }, fingerprint: (f) => uploadFingerprint(titleId, f) },
    file,
    callbacks,
  );
}

export interface TusTarget {
  /** The tus endpoint's path (films: API.adminUploads; ads' videos have their own). */
  endpoint: string;
  /** What the server needs besides the file's name and type (the title or ad it is for). */
  metadata: Record<string, string>;
  fingerprint(file: File): string;
}

/** Starts (or resumes) a tus upload of `file` to `target`. */
export async function startTusUpload(target: TusTarget, file: File, callbacks: FilmUploadCallbacks): Promise<StartedUpload> {
  const tus = await import('tus-js-client');
  const upload = new tus.Upload(file, {
    endpoint: new URL(target.endpoint, window.location.origin).href,
    chunkSize: TUS_CHUNK_BYTES,
    retryDelays: TUS_RETRY_DELAYS,
    metadata: { ...target.metadata, filename: file.name, filetype: file.type || 'application/octet-stream' },
    headers: liveWriteHeaders(),
    fingerprint: (f) => Promise.resolve(target.fingerprint(f as File)),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onBeforeRequest: (req) => {
      const xhr = req.getUnderlyingObject() as XMLHttpRequest | null;
      if (xhr && 'withCredentials' in xhr) xhr.withCredentials = true;
    },
    onProgress: callbacks.onProgress,
    onSuccess: callbacks.onSuccess,
    onError: (error) => callbacks.onError(tusServerMessage(error), error),
  });
  const previous = await upload.findPreviousUploads();
  const resumed = previous.length > 0;
  if (resumed) upload.resumeFromPreviousUpload(previous[0]!);
  upload.start();
  return { upload, resumed };
}
