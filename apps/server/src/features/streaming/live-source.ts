// The file the live channel loops: the demo clip's tallest rendition and audio, copied out of its
// CMAF segments into one mp4 under DATA_DIR (not the media dir: it is not meant to be served), with
// the clip's English captions as a subtitle track. Null until the 'demo-media' job has generated
// the clip; redone when the clip or its captions change. Also the channel's master playlist: the
// clip's variant (bandwidth, resolution, codecs) and, with captions, a WebVTT subtitle rendition.
import fs from 'node:fs/promises';
import path from 'node:path';
import { captionFileName, readPackagedClipInputs, remuxToLiveSource, subtitleMediaLines, SUBTITLE_GROUP } from '../media/index.ts';
import { fetchDirectory } from '../../lib/storage/fetch-directory.ts';
import type { MediaStorage } from '../../lib/storage/media-storage.ts';
import { demoClipDir, LIVE_PLAYLIST, LIVE_SOURCE_CLIP, LIVE_SUBTITLES } from './layout.ts';

/** Written by features/media when a clip is complete. */
const DONE_MARKER = 'done.json';

export interface LiveSource {
  readonly file: string;
  readonly master: string;
  /** Set when the source carries captions: the subtitle playlist the encoder writes. */
  readonly subtitlePlaylistName?: string;
}

const mtime = async (file: string) => (await fs.stat(file).catch(() => null))?.mtimeMs ?? null;

/**
 * In S3 mode the leader may be a worker that did not generate the clip: it brings the clip's files
 * from the store into its own media dir once the store has the clip's ready marker (and again when
 * the stored marker is newer than its copy). Nothing to do on local storage.
 */
export async function pullLiveSourceClip(storage: MediaStorage, mediaDir: string, slug = LIVE_SOURCE_CLIP): Promise<void> {
  if (storage.kind === 'local') return;
  const dir = demoClipDir(slug);
  const stored = await storage.stat(`${dir}/${DONE_MARKER}`);
  if (!stored) return;
  const local = await mtime(path.join(mediaDir, dir, DONE_MARKER));
  if (local !== null && local >= stored.modifiedMs) return;
  await fetchDirectory(storage, `${dir}/`, path.join(mediaDir, dir), { last: (key) => key.endsWith(`/${DONE_MARKER}`) });
}

export async function prepareLiveSource(mediaDir: string, dataDir: string, slug = LIVE_SOURCE_CLIP): Promise<LiveSource | null> {
  const clipDir = path.join(mediaDir, demoClipDir(slug));
  const clipDoneAt = await mtime(path.join(clipDir, DONE_MARKER));
  if (clipDoneAt === null) return null;
  const captions = path.join(clipDir, captionFileName('en'));
  const captionsAt = await mtime(captions);
  const inputs = await readPackagedClipInputs(clipDir);
  const file = path.join(dataDir, 'live', `source-${slug}.mp4`);
  const madeAt = await mtime(file);
  if (madeAt === null || madeAt < Math.max(clipDoneAt, captionsAt ?? 0)) {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await remuxToLiveSource(inputs, file, captionsAt === null ? undefined : { file: captions, language: 'eng' });
  }
  const subtitles = captionsAt === null ? [] : [{ language: 'en', name: 'English', uri: LIVE_SUBTITLES }];
  const { variant } = inputs;
  const master = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...subtitleMediaLines(subtitles),
    `#EXT-X-STREAM-INF:BANDWIDTH=${variant.bandwidth},RESOLUTION=${variant.width}x${variant.height},CODECS="${variant.codecs}"${subtitles.length > 0 ? `,SUBTITLES="${SUBTITLE_GROUP}"` : ''}`,
    LIVE_PLAYLIST,
    '',
  ].join('\n');
  return { file, master, ...(subtitles.length > 0 ? { subtitlePlaylistName: LIVE_SUBTITLES } : {}) };
}
