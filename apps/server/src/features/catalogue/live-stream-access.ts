// Premium live channels follow the entitlement of premium titles (SPEC 4 'Movie playback rules',
// ARCHITECTURE 6): the list everyone shares (cached, ETag) carries no stream URL for them; a
// subscriber's request adds it, signed (issue 14.2: for the channel's directory, until at most the
// viewer's session and subscription end) when the stream is on our protected origin.
import type { LiveStream } from '@ott/contract';
import { mediaUrlFor } from '../../lib/media-url.ts';
import type { liveStreams } from '../../lib/db/schema.ts';
import { ownMediaPath } from './asset-url.ts';

type LiveStreamRow = typeof liveStreams.$inferSelect;

/** A cached live list: the shared streams plus what they withheld, to be handed to entitled viewers. */
export interface LiveStreamList {
  /** As everyone may see them (premium channels without a stream URL). */
  streams: LiveStream[];
  /** Stored stream locations of the premium channels in the body, by channel id. */
  premiumSources: { id: number; source: string }[];
}

export function premiumSourcesOf(rows: LiveStreamRow[]): LiveStreamList['premiumSources'] {
  return rows.filter((row) => row.isPremium && row.liveUrl.trim() !== '').map((row) => ({ id: row.id, source: row.liveUrl }));
}

/**
 * A premium channel's URL for one viewer. Our own media (a path, or a URL under the media base)
 * goes through mediaUrlFor, which signs `protected/` paths until `expires`; an operator's external
 * URL cannot be signed by us and is handed out as stored, to entitled viewers only.
 */
export function liveUrlForViewer(
  source: string,
  opts: { mediaBaseUrl: string; secret: string; expires: number | null },
): string | null {
  const mediaPath = ownMediaPath(opts.mediaBaseUrl, source);
  if (mediaPath === null) return source;
  // Expiries are rounded to the minute (mediaTokenExpiry), so the list's ETag holds for a minute.
  return mediaUrlFor({ baseUrl: opts.mediaBaseUrl, secret: opts.secret, mediaPath, expires: opts.expires });
}

/** The shared list with the premium channels' URLs filled in for an entitled viewer. */
export function unlockPremiumStreams(
  list: LiveStreamList,
  opts: { mediaBaseUrl: string; secret: string; expires: number | null },
): LiveStream[] {
  const sources = new Map(list.premiumSources.map((p) => [p.id, p.source]));
  return list.streams.map((stream) => {
    const source = sources.get(stream.id);
    return source === undefined ? stream : { ...stream, live_url: liveUrlForViewer(source, opts) };
  });
}
