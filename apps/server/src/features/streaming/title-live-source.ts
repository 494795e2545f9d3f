// The file an own channel loops (issue 15.4): the title's finished film (the transcode's directory,
// videos.hls_path), its tallest rendition and first audio copied into one mp4 under
// DATA_DIR/live/streams/{id}/ (not the media dir: never served). A free title's CMAF ladder is
// copied as the demo channel's clip is (live-source.ts); a paid title's AES-128 ladder is decrypted
// with its own key first (media/aes-hls-source.ts). The film, not the original upload: the upload
// would need a full re-encode to get the ladder's 2 s keyframes, on a 2-core machine, and it may be
// gone. Redone when the title's film changes (a new transcode has a new directory); a stamp beside
// the mp4 says which film it was made from. Null while the film's files are not here yet.
import fs from 'node:fs/promises';
import path from 'node:path';
import { isAesPlaylist, readPackagedClipInputs, remuxAesHlsToLiveSource, remuxToLiveSource } from '../media/index.ts';
import { fetchDirectory } from '../../lib/storage/fetch-directory.ts';
import type { MediaStorage } from '../../lib/storage/media-storage.ts';
import { contentKeyForId } from './drm-keys.ts';
import { LIVE_PLAYLIST } from './layout.ts';
import type { LiveSource } from './live-source.ts';

export interface TitleFilm {
  /** videos.hls_path: the film's master playlist, a media path. */
  readonly hlsPath: string;
  /** videos.media_key_id: set for a protected (paid, rental) film. */
  readonly mediaKeyId: string | null;
}

export interface TitleSourceDeps {
  readonly mediaDir: string;
  readonly dataDir: string;
  readonly storage: MediaStorage;
  readonly drmKeySecret: string;
}

/** Where a stream's looped file and its scratch space live. */
export const ownChannelSourceDir = (dataDir: string, streamId: number) => path.join(dataDir, 'live', 'streams', String(streamId));

const exists = (file: string) => fs.stat(file).then(() => true, () => false);

export async function prepareTitleLiveSource(deps: TitleSourceDeps, streamId: number, film: TitleFilm): Promise<LiveSource | null> {
  const filmKey = path.posix.dirname(film.hlsPath);
  const filmDir = path.join(deps.mediaDir, filmKey);
  const master = path.join(deps.mediaDir, film.hlsPath);
  // In S3 mode the leader may not be the worker that transcoded the film: bring it from the store.
  if (!(await exists(master))) await fetchDirectory(deps.storage, `${filmKey}/`, filmDir);
  if (!(await exists(master))) return null;
  const inputs = await readPackagedClipInputs(filmDir);
  const dir = ownChannelSourceDir(deps.dataDir, streamId);
  const file = path.join(dir, 'source.mp4');
  const stamp = path.join(dir, 'source.json');
  const madeFrom = await fs.readFile(stamp, 'utf8').then((text) => (JSON.parse(text) as { hlsPath?: string }).hlsPath, () => null);
  if (madeFrom !== film.hlsPath || !(await exists(file))) {
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    await fs.rm(stamp, { force: true });
    if (await isAesPlaylist(inputs.videoPlaylist)) {
      if (!film.mediaKeyId) throw new Error(`${film.hlsPath} is encrypted but the title has no key id`);
      await remuxAesHlsToLiveSource(inputs, contentKeyForId(deps.drmKeySecret, film.mediaKeyId).key, dir, file);
    } else {
      await remuxToLiveSource(inputs, file);
    }
    await fs.writeFile(stamp, `${JSON.stringify({ hlsPath: film.hlsPath })}\n`);
  }
  const { variant } = inputs;
  const channelMaster = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-STREAM-INF:BANDWIDTH=${variant.bandwidth},RESOLUTION=${variant.width}x${variant.height},CODECS="${variant.codecs}"`,
    LIVE_PLAYLIST,
    '',
  ].join('\n');
  return { file, master: channelMaster };
}
