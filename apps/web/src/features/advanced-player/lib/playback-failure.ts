// Tells a refused content key (the DRM card for a visitor or a viewer without a subscription) from
// any other playback failure, so the player says why instead of retrying a request that cannot
// succeed. Shaka reports HTTP failures as BAD_HTTP_STATUS with data [uri, status, responseText,
// headers, requestType]; request type 6 is a key (shaka.net.NetworkingEngine.RequestType.KEY).
const BAD_HTTP_STATUS = 1001;
const REQUEST_TYPE_KEY = 6;
const KEY_PATH = '/api/drm/keys/';

export type PlaybackFailure = { kind: 'keyRefused'; status: number; serverMessage: string | null } | { kind: 'error' };

function messageOf(responseText: unknown): string | null {
  if (typeof responseText !== 'string' || !responseText) return null;
  try {
    const message = (JSON.parse(responseText) as { message?: unknown }).message;
    return typeof message === 'string' && message ? message : null;
  } catch {
    return null;
  }
}

export function classifyPlaybackFailure(error: unknown): PlaybackFailure {
  const { code, data } = (error ?? {}) as { code?: unknown; data?: unknown };
  if (code !== BAD_HTTP_STATUS || !Array.isArray(data)) return { kind: 'error' };
  const [uri, status, responseText, , requestType] = data as unknown[];
  const isKeyRequest = requestType === REQUEST_TYPE_KEY || (typeof uri === 'string' && uri.includes(KEY_PATH));
  if (!isKeyRequest || (status !== 401 && status !== 403)) return { kind: 'error' };
  return { kind: 'keyRefused', status, serverMessage: messageOf(responseText) };
}
