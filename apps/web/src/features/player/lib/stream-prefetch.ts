// Starts a stream's first downloads at the click, in parallel with the player and Shaka chunks,
// and hands them to the engine when it asks (engine/prefetch-handoff.ts). Without it nothing of
// the stream was requested until the Shaka chunk had arrived and run: on a 1.6 Mbps line that
// chunk alone takes a second or more. Light on purpose (no Shaka): it runs in the click handler.
//
// HLS: the master, then the playlists of the variant a start picks (the lowest bandwidth, as our
// starting estimate is below every rung) and of its default audio rendition, then their init
// segments and the segments at the start position, audio and video side by side. DASH: the MPD.
// Anything the engine does not ask for within PREFETCH_TTL_MS is dropped.

export interface PrefetchedResponse {
  /** The final URL (after redirects): relative URIs inside a playlist resolve against it. */
  readonly uri: string;
  readonly data: ArrayBuffer;
  readonly headers: Record<string, string>;
  readonly status: number;
}

export const PREFETCH_TTL_MS = 20_000;

const pending = new Map<string, { response: Promise<PrefetchedResponse | null>; timer: ReturnType<typeof setTimeout> }>();

const absolute = (url: string, base: string = window.location.href) => new URL(url, base).href;

function remember(url: string): Promise<PrefetchedResponse | null> {
  const key = absolute(url);
  const existing = pending.get(key);
  if (existing) return existing.response;
  const response = fetch(key, { credentials: 'same-origin' })
    .then(async (res) => {
      if (!res.ok) return null;
      const headers: Record<string, string> = {};
      res.headers.forEach((value, name) => (headers[name] = value));
      return { uri: res.url || key, data: await res.arrayBuffer(), headers, status: res.status };
    })
    .catch(() => null);
  pending.set(key, { response, timer: setTimeout(() => pending.delete(key), PREFETCH_TTL_MS) });
  return response;
}

/** The prefetched answer for a GET of `url`, handed over once; null when nothing was prefetched for it. */
export function takePrefetched(url: string): Promise<PrefetchedResponse | null> | null {
  let key: string;
  try {
    key = absolute(url);
  } catch {
    return null;
  }
  const entry = pending.get(key);
  if (!entry) return null;
  clearTimeout(entry.timer);
  pending.delete(key);
  return entry.response;
}

/** Forgets everything prefetched (tests; a page that leaves playback). */
export function clearPrefetched(): void {
  for (const { timer } of pending.values()) clearTimeout(timer);
  pending.clear();
}

const text = (response: PrefetchedResponse | null) => (response ? new TextDecoder().decode(response.data) : null);

function attributes(line: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of line.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) {
    if (name && value !== undefined) found.set(name, value.replace(/^"(.*)"$/, '$1'));
  }
  return found;
}

/** The media playlists a start from the master plays: the lowest-bandwidth variant and its default audio. */
export function startingPlaylists(master: string): { video: string | null; audio: string | null } {
  const lines = master.split(/\r?\n/).map((line) => line.trim());
  let lowest: { uri: string; bandwidth: number; audioGroup?: string } | null = null;
  lines.forEach((line, index) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const attrs = attributes(line.slice('#EXT-X-STREAM-INF:'.length));
    const bandwidth = Number(attrs.get('BANDWIDTH'));
    const uri = lines.slice(index + 1).find((next) => next.length > 0 && !next.startsWith('#'));
    if (uri && Number.isFinite(bandwidth) && (!lowest || bandwidth < lowest.bandwidth)) lowest = { uri, bandwidth, audioGroup: attrs.get('AUDIO') };
  });
  const chosen = lowest as { uri: string; bandwidth: number; audioGroup?: string } | null;
  if (!chosen) return { video: null, audio: null };
  const renditions = lines
    .filter((line) => line.startsWith('#EXT-X-MEDIA:'))
    .map((line) => attributes(line.slice('#EXT-X-MEDIA:'.length)))
    .filter((attrs) => attrs.get('TYPE') === 'AUDIO' && attrs.get('GROUP-ID') === chosen.audioGroup && attrs.has('URI'));
  const audio = renditions.find((attrs) => attrs.get('DEFAULT') === 'YES') ?? renditions[0];
  return { video: chosen.uri, audio: audio?.get('URI') ?? null };
}

/**
 * The init segment and the segment playing at `startTime` of a finished (VOD) media playlist;
 * none for a live one (a start there is at the live edge) or one cut in byte ranges.
 */
export function startingSegments(playlist: string, startTime = 0): string[] {
  if (!playlist.includes('#EXT-X-ENDLIST') || playlist.includes('#EXT-X-BYTERANGE')) return [];
  const lines = playlist.split(/\r?\n/).map((line) => line.trim());
  const init = lines.find((line) => line.startsWith('#EXT-X-MAP:'));
  const segments: string[] = [];
  const initUri = init ? attributes(init.slice('#EXT-X-MAP:'.length)).get('URI') : undefined;
  if (initUri) segments.push(initUri);
  let at = 0;
  let duration = 0;
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice('#EXTINF:'.length)) || 0;
    else if (line.length > 0 && !line.startsWith('#')) {
      if (startTime < at + duration || duration === 0) {
        segments.push(line);
        break;
      }
      at += duration;
    }
  }
  return segments;
}

async function prefetchMediaPlaylist(uri: string, base: string, startTime: number) {
  const playlist = await remember(absolute(uri, base));
  const body = text(playlist);
  if (!playlist || !body) return;
  for (const segment of startingSegments(body, startTime)) void remember(absolute(segment, playlist.uri));
}

/**
 * Call from the click that asks for playback: starts the manifest (and for HLS the first
 * playlists and segments) now. Safe to call for any URL; MP4 files are left to the element.
 */
export function prefetchStream(url: string, startTime = 0): void {
  let path: string;
  try {
    path = new URL(url, window.location.href).pathname;
  } catch {
    return;
  }
  if (path.endsWith('.mpd')) return void remember(url);
  if (!path.endsWith('.m3u8')) return;
  void remember(url).then(async (master) => {
    const body = text(master);
    if (!master || !body || !body.includes('#EXT-X-STREAM-INF')) return;
    const { video, audio } = startingPlaylists(body);
    await Promise.all([video, audio].filter((uri): uri is string => uri !== null).map((uri) => prefetchMediaPlaylist(uri, master.uri, startTime)));
  });
}
