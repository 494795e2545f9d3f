// Reads a packaged clip's master.m3u8 (package-cmaf.ts) to find the media playlists a later
// ffmpeg run can copy from: the tallest video rendition and the audio rendition. The hls demuxer
// reads the CMAF segments directly, so nothing is re-encoded.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HLS_MASTER_NAME, parseMasterVariants, type HlsVariant } from './hls-playlists.ts';

export interface PackagedClipInputs {
  /** Absolute path of the chosen video media playlist. */
  readonly videoPlaylist: string;
  readonly height: number;
  readonly audioPlaylist: string | null;
  /** The chosen variant as the master lists it (bandwidth with audio, resolution, codecs). */
  readonly variant: HlsVariant;
}

export async function readPackagedClipInputs(clipDir: string, maxHeight = Number.POSITIVE_INFINITY): Promise<PackagedClipInputs> {
  const master = await readFile(join(clipDir, HLS_MASTER_NAME), 'utf8');
  const variants = parseMasterVariants(master).sort((a, b) => b.height - a.height);
  const chosen = variants.find((variant) => variant.height <= maxHeight) ?? variants.at(-1);
  if (!chosen) throw new Error(`${join(clipDir, HLS_MASTER_NAME)} lists no variant`);
  const audioUri = /#EXT-X-MEDIA:[^\n]*TYPE=AUDIO[^\n]*URI="([^"]+)"/.exec(master)?.[1] ?? null;
  return {
    videoPlaylist: join(clipDir, chosen.uri),
    height: chosen.height,
    audioPlaylist: audioUri ? join(clipDir, audioUri) : null,
    variant: chosen,
  };
}

/**
 * ffmpeg input arguments for those playlists (their segments are .m4s, hence allowed_extensions),
 * and for a subtitle file to carry along (mapped as the output's first subtitle stream).
 */
export function packagedClipInputArgs(inputs: PackagedClipInputs, subtitleFile?: string): string[] {
  const hlsInput = (playlist: string) => ['-allowed_extensions', 'ALL', '-i', playlist];
  const subtitleIndex = inputs.audioPlaylist ? 2 : 1;
  return [
    ...hlsInput(inputs.videoPlaylist),
    ...(inputs.audioPlaylist ? hlsInput(inputs.audioPlaylist) : []),
    ...(subtitleFile ? ['-i', subtitleFile] : []),
    ...['-map', '0:v:0', ...(inputs.audioPlaylist ? ['-map', '1:a:0'] : [])],
    ...(subtitleFile ? ['-map', `${subtitleIndex}:s:0`] : []),
  ];
}
