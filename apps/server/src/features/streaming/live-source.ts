// The file the live channel loops: the demo clip's tallest rendition and audio, copied out of its
// CMAF segments into one mp4 under DATA_DIR (not the media dir: it is not meant to be served).
// Null until the 'demo-media' job has generated the clip; redone when the clip is regenerated.
import fs from 'node:fs/promises';
import path from 'node:path';
import { readPackagedClipInputs, remuxToLiveSource } from '../media/index.ts';
import { demoClipDir, LIVE_SOURCE_CLIP } from './layout.ts';

/** Written by features/media when a clip is complete. */
const DONE_MARKER = 'done.json';

const mtime = async (file: string) => (await fs.stat(file).catch(() => null))?.mtimeMs ?? null;

export async function prepareLiveSource(mediaDir: string, dataDir: string, slug = LIVE_SOURCE_CLIP): Promise<string | null> {
  const clipDir = path.join(mediaDir, demoClipDir(slug));
  const clipDoneAt = await mtime(path.join(clipDir, DONE_MARKER));
  if (clipDoneAt === null) return null;
  const outFile = path.join(dataDir, 'live', `source-${slug}.mp4`);
  const madeAt = await mtime(outFile);
  if (madeAt !== null && madeAt >= clipDoneAt) return outFile;
  await fs.mkdir(path.dirname(outFile), { recursive: true });
  await remuxToLiveSource(await readPackagedClipInputs(clipDir), outFile);
  return outFile;
}
