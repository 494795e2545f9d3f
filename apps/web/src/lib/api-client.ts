// The one HTTP client: credentials included, bearer token from storage, CSRF header on writes,
// 15 s timeout. It raises ApiError and never shows UI; screens decide what to say (STYLE.md).
import { readCookie, storage } from './storage.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived (network error or timeout). */
    readonly status: number,
    readonly data: unknown = null,
    /** The `Retry-After` header in seconds, when the answer had one. */
    readonly retryAfterHeader: number | null = null,
  ) {
    super(message);
  }
  /** The server's `message` field, when it sent one. */
  get serverMessage(): string | null {
    const d = this.data as { message?: unknown } | null;
    return d && typeof d.message === 'string' ? d.message : null;
  }
  /** On 429: whole seconds until a retry can succeed (body `retry_after`, else `Retry-After`). */
  get retryAfterSeconds(): number | null {
    if (this.status !== 429) return null;
    const d = this.data as { retry_after?: unknown } | null;
    const seconds = typeof d?.retry_after === 'number' ? d.retry_after : this.retryAfterHeader;
    return seconds !== null && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
  }
  /** First server field error for `field` (SPEC 5 'Server field errors ... (first item)'). */
  fieldError(field: string): string | null {
    const d = this.data as { errors?: Record<string, string[]> } | null;
    return d?.errors?.[field]?.[0] ?? null;
  }
}

type Listener = (error: ApiError, path: string) => void;
const unauthorizedListeners = new Set<Listener>();
/** SPEC 4: any 401 in the shared client clears the session; the app layer subscribes. */
export function onUnauthorized(listener: Listener) {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Skip the global 401 handling (login screens handle their own failures). */
  skipAuthRedirect?: boolean;
  /** Extra headers; e.g. the login screen's `?token=` check sends its own bearer token. */
  headers?: Record<string, string>;
  /** Let the request outlive the page (progress saved on pagehide; sendBeacon cannot carry the CSRF header). */
  keepalive?: boolean;
}

export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? 'GET';
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(opts.query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = storage.get('token');
  if (token) headers.Authorization = `Bearer ${token}`;
  Object.assign(headers, opts.headers);
  if (method !== 'GET') {
    headers['X-CSRFToken'] = readCookie('csrftoken') ?? storage.get('csrfToken') ?? '';
    headers['X-Requested-With'] = 'XMLHttpRequest';
  }
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? 15_000);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body, credentials: 'include', signal, keepalive: opts.keepalive });
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    throw new ApiError('Network error', 0);
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!res.ok) {
    const retryAfter = Number(res.headers.get('retry-after') ?? Number.NaN);
    const error = new ApiError(`HTTP ${res.status}`, res.status, data, Number.isFinite(retryAfter) ? retryAfter : null);
    if (res.status === 401 && !opts.skipAuthRedirect) {
      for (const l of unauthorizedListeners) l(error, path);
    }
    throw error;
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, opts),
  post: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...opts, method: 'POST', body: body ?? {} }),
  patch: <T>(path: string, body: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...opts, method: 'PATCH', body }),
};
