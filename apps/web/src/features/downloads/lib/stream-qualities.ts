// The qualities a title can be downloaded at (issue 18.3): the picture heights its HLS master
// playlist offers. The server already hands each viewer a master capped at their plan's quality
// (issue 18.2), so every height listed is one the viewer may have. For each height, the variant with
// the highest bandwidth is the one stored (trackSelectionCallback picks the same), and its bandwidth
// over the title's duration estimates the size.

export interface DownloadQuality {
  readonly height: number;
  /** Bits per second of the variant (audio included), as the playlist declares. */
  readonly bandwidth: number;
}

const STREAM_INF = /^#EXT-X-STREAM-INF:(.*)$/;

function attribute(list: string, name: string): string | null {
  const match = new RegExp(`(?:^|,)${name}=("[^"]*"|[^,]*)`).exec(list);
  return match?.[1]?.replace(/^"|"$/g, '') ?? null;
}

/** Heights of a master playlist, tallest first, one entry per height (its highest bandwidth). */
export function qualitiesOfMasterPlaylist(text: string): DownloadQuality[] {
  const byHeight = new Map<number, number>();
  for (const line of text.split(/\r?\n/)) {
    const match = STREAM_INF.exec(line.trim());
    if (!match?.[1]) continue;
    const resolution = attribute(match[1], 'RESOLUTION');
    const height = Number(resolution?.split('x')[1]);
    const bandwidth = Number(attribute(match[1], 'BANDWIDTH'));
    if (!Number.isInteger(height) || height <= 0 || !Number.isFinite(bandwidth)) continue;
    byHeight.set(height, Math.max(byHeight.get(height) ?? 0, bandwidth));
  }
  return [...byHeight].sort(([a], [b]) => b - a).map(([height, bandwidth]) => ({ height, bandwidth }));
}

/** Fetches and reads a master playlist (a signed URL of a paid title included: it carries its own token). */
export async function fetchDownloadQualities(masterUrl: string, signal?: AbortSignal): Promise<DownloadQuality[]> {
  const response = await fetch(masterUrl, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`master playlist: HTTP ${response.status}`);
  return qualitiesOfMasterPlaylist(await response.text());
}
