// WebVTT subtitle renditions in HLS (RFC 8216 4.3.4.1): EXT-X-MEDIA TYPE=SUBTITLES entries in the
// master playlist, referenced by every variant's SUBTITLES group, so a player (Shaka, Safari) lists
// them as text tracks. DEFAULT=NO: captions start off and the viewer turns them on.

export interface SubtitleRendition {
  readonly language: string;
  readonly name: string;
  /** Media playlist of the VTT segments, relative to the master. */
  readonly uri: string;
}

export const SUBTITLE_GROUP = 'subs';

const quoted = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

export function subtitleMediaLines(renditions: readonly SubtitleRendition[]): string[] {
  return renditions.map(
    (r) =>
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID=${quoted(SUBTITLE_GROUP)},NAME=${quoted(r.name)},LANGUAGE=${quoted(r.language)},DEFAULT=NO,AUTOSELECT=YES,URI=${quoted(r.uri)}`,
  );
}

/** The master with the renditions declared before the first variant and joined to every variant. */
export function withSubtitleRenditions(master: string, renditions: readonly SubtitleRendition[]): string {
  if (renditions.length === 0) return master;
  const lines = master.split('\n').filter((line) => !line.startsWith('#EXT-X-MEDIA:TYPE=SUBTITLES'));
  const firstVariant = lines.findIndex((line) => line.startsWith('#EXT-X-STREAM-INF:'));
  if (firstVariant < 0) throw new Error('master playlist lists no variant to attach subtitles to');
  const joined = lines.map((line) =>
    line.startsWith('#EXT-X-STREAM-INF:') ? `${line.replace(/,SUBTITLES="[^"]*"/, '')},SUBTITLES=${quoted(SUBTITLE_GROUP)}` : line,
  );
  joined.splice(firstVariant, 0, ...subtitleMediaLines(renditions));
  return joined.join('\n');
}

/** A finished playlist whose one segment is a whole WebVTT file (an on-demand clip's captions). */
export function singleVttPlaylist(vttUri: string, seconds: number): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(seconds)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${seconds.toFixed(3)},`,
    vttUri,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}
