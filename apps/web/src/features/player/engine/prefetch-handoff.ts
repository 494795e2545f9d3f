// Hands what lib/stream-prefetch.ts fetched at the click to Shaka: a networking scheme plugin for
// http(s) that answers a GET it has a prefetched answer for (waiting for it if still in flight,
// so nothing is downloaded twice) and passes every other request to Shaka's own fetch plugin.
import type { PrefetchedResponse } from '../lib/stream-prefetch.ts';

/** The parts of shaka.extern.Request the handoff reads. */
export interface HandoffRequest {
  readonly method: string;
  readonly headers: Record<string, string>;
}

/** shaka.extern.IAbortableOperation. */
export interface Operation<T> {
  readonly promise: Promise<T>;
  abort(): Promise<unknown>;
}

export type SchemePlugin<Request extends HandoffRequest> = (
  uri: string,
  request: Request,
  requestType: number,
  progressUpdated: (...args: never[]) => unknown,
  headersReceived: (headers: Record<string, string>) => unknown,
  config: unknown,
) => Operation<unknown>;

interface HandoffDeps<Request extends HandoffRequest> {
  take(uri: string): Promise<PrefetchedResponse | null> | null;
  /** Shaka's own plugin (shaka.net.HttpFetchPlugin.parse). */
  fallback: SchemePlugin<Request>;
  /** new shaka.util.AbortableOperation(promise, onAbort). */
  operation<T>(promise: Promise<T>, onAbort: () => Promise<unknown>): Operation<T>;
}

export function createHandoffPlugin<Request extends HandoffRequest>({ take, fallback, operation }: HandoffDeps<Request>): SchemePlugin<Request> {
  return (uri, request, requestType, progressUpdated, headersReceived, config) => {
    const hasRange = Object.keys(request.headers).some((name) => name.toLowerCase() === 'range');
    const prefetched = request.method === 'GET' && !hasRange ? take(uri) : null;
    if (!prefetched) return fallback(uri, request, requestType, progressUpdated, headersReceived, config);
    let network: Operation<unknown> | null = null;
    const promise = prefetched.then((response) => {
      // The prefetch failed: ask the network the ordinary way (retries and errors as usual).
      if (!response) return (network = fallback(uri, request, requestType, progressUpdated, headersReceived, config)).promise;
      headersReceived(response.headers);
      // fromCache: adaptive bitrate must not take an answer that was already here for the line's speed.
      return { uri: response.uri, originalUri: uri, data: response.data, status: response.status, headers: response.headers, fromCache: true, originalRequest: request };
    });
    return operation(promise, () => network?.abort() ?? Promise.resolve());
  };
}
