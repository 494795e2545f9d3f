// Packages the DRM card's clip as HLS AES-128 (features/media package-aes-hls.ts) during the
// 'demo-media' job: idempotent (skipped while done.json matches the clip, key id and key URI),
// so a restart costs one small file read. The key itself is never written to the media dir.
import fs from 'node:fs/promises';
import path from 'node:path';
import { API } from '@ott/contract';
import type { Config } from '../../config.ts';
import { packageAesHls, readPackagedClipInputs, type MediaLogger } from '../media/index.ts';
import { contentKeyFor } from './drm-keys.ts';
import { demoClipDir, DRM_DEMO_CLIP, DRM_PLAYLIST, drmDir, protectedClipDir } from './layout.ts';

const DONE_MARKER = 'done.json';
/** Bump when the packaging arguments change, so existing copies are redone. */
const PACKAGING_VERSION = 1;

type DrmConfig = Pick<Config, 'mediaDir' | 'drmKeySecret' | 'publicBaseUrl'>;

const readText = (file: string) => fs.readFile(file, 'utf8').catch(() => null);

/** Returns true when the encrypted copy is current (made now or before), false when its clip is missing. */
export async function packageDrmDemo(config: DrmConfig, log: MediaLogger, slug = DRM_DEMO_CLIP): Promise<boolean> {
  // A premium title's clip is made behind signatures (protected/); a free one is public.
  const protectedDir = path.join(config.mediaDir, protectedClipDir(slug));
  const hasProtected = (await readText(path.join(protectedDir, DONE_MARKER))) !== null;
  const clipDir = hasProtected ? protectedDir : path.join(config.mediaDir, demoClipDir(slug));
  const clipVersion = await readText(path.join(clipDir, DONE_MARKER));
  if (clipVersion === null) {
    log.warn(`drm demo: clip ${slug} was not generated, no protected stream`);
    return false;
  }
  const { keyId, key, iv } = contentKeyFor(config.drmKeySecret, slug);
  // Origin-relative unless a public origin is configured (media on another host, e.g. a CDN).
  const keyUri = `${config.publicBaseUrl ?? ''}${API.drmKey(keyId)}`;
  const marker = JSON.stringify({ version: PACKAGING_VERSION, keyId, keyUri, clip: clipVersion });
  const outDir = path.join(config.mediaDir, drmDir(slug));
  if ((await readText(path.join(outDir, DONE_MARKER))) === marker) return true;
  const startedAt = performance.now();
  await packageAesHls({ inputs: await readPackagedClipInputs(clipDir), outDir, playlistName: DRM_PLAYLIST, keyUri, key, iv });
  await fs.writeFile(path.join(outDir, DONE_MARKER), marker);
  log.info(`drm demo: ${slug} packaged as HLS AES-128 in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  return true;
}
