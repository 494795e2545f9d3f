// Issue 18.2: the quality a plan promises, enforced by what the viewer is handed. Beside every
// packaged manifest (master.m3u8, manifest.mpd) lie capped copies, one per CAPPED_MANIFEST_HEIGHTS
// (`master.h480.m3u8`, `manifest.h720.mpd`): the same manifest without the renditions above that
// height, never empty. They are static files in the title's own directory, so the directory token
// of a paid title (lib/media-url.ts) grants them, and an edge or a bucket serves them as it serves
// the full ones, with no code at the edge. The catalogue hands each viewer the one of their cap.
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CAPPED_MANIFEST_HEIGHTS, cappedManifestPath, renditionsWithinCap } from '@ott/contract';
import { DASH_MANIFEST_NAME, HLS_MASTER_NAME, parseAttributes } from './hls-playlists.ts';

const STREAM_INF = '#EXT-X-STREAM-INF:';

/** The HLS master without the variant streams above `cap` (variants without a RESOLUTION stay). */
export function capHlsMaster(master: string, cap: number): string {
  const lines = master.split('\n');
  const variants: { at: number; uriAt: number; width: number; height: number }[] = [];
  lines.forEach((line, at) => {
    if (!line.startsWith(STREAM_INF)) return;
    const uriAt = lines.findIndex((next, j) => j > at && next.trim() !== '' && !next.startsWith('#'));
    const [width, height] = (parseAttributes(line.slice(STREAM_INF.length)).get('RESOLUTION') ?? '').split('x').map(Number);
    if (uriAt !== -1 && width && height) variants.push({ at, uriAt, width, height });
  });
  const kept = new Set(renditionsWithinCap(variants, cap));
  const dropped = new Set(variants.flatMap((variant, index) => (kept.has(index) ? [] : [variant.at, variant.uriAt])));
  if (dropped.size === 0) return master;
  // A variant's URI line is followed by a blank separator in our masters: it goes with the pair.
  const capped = lines.filter((line, i) => !dropped.has(i) && !(line.trim() === '' && dropped.has(i - 1))).join('\n');
  return master.endsWith('\n') ? capped.replace(/\n*$/, '\n') : capped;
}

const ADAPTATION_SET = /(<AdaptationSet\b[^>]*>)([\s\S]*?)(<\/AdaptationSet>)/g;
const REPRESENTATION = /[ \t]*<Representation\b([^>]*?)(?:\/>|>[\s\S]*?<\/Representation>)[ \t]*\n?/g;

const numberAttribute = (tag: string, name: string) => Number(new RegExp(`\\b${name}="(\\d+)"`).exec(tag)?.[1] ?? Number.NaN);

/** The DASH manifest without the video Representations above `cap`; maxWidth/maxHeight follow. */
export function capDashManifest(mpd: string, cap: number): string {
  return mpd.replace(ADAPTATION_SET, (whole, open: string, body: string, close: string) => {
    if (!/contentType="video"|mimeType="video\//.test(open + body)) return whole;
    const representations = [...body.matchAll(REPRESENTATION)].map((match) => ({
      text: match[0],
      width: numberAttribute(match[1] ?? '', 'width'),
      height: numberAttribute(match[1] ?? '', 'height'),
    }));
    const sized = representations.filter((r) => Number.isFinite(r.width) && Number.isFinite(r.height));
    if (sized.length < 2) return whole;
    const keptIndexes = new Set(renditionsWithinCap(sized, cap));
    const kept = sized.filter((_, index) => keptIndexes.has(index));
    const droppedTexts = sized.filter((_, index) => !keptIndexes.has(index)).map((r) => r.text);
    if (droppedTexts.length === 0) return whole;
    let capped = body;
    for (const text of droppedTexts) capped = capped.replace(text, '');
    const maxWidth = Math.max(...kept.map((r) => r.width));
    const maxHeight = Math.max(...kept.map((r) => r.height));
    const head = open.replace(/\bmaxWidth="\d+"/, `maxWidth="${maxWidth}"`).replace(/\bmaxHeight="\d+"/, `maxHeight="${maxHeight}"`);
    return `${head}${capped}${close}`;
  });
}

export interface ManifestFile {
  readonly name: string;
  readonly text: string;
}

/** The capped copies of one manifest (by its file name: .m3u8 or .mpd), one per capped height. */
export function cappedManifestsOf(manifest: ManifestFile): ManifestFile[] {
  const cap = manifest.name.endsWith('.mpd') ? capDashManifest : manifest.name.endsWith('.m3u8') ? capHlsMaster : null;
  if (!cap) return [];
  return CAPPED_MANIFEST_HEIGHTS.map((height) => ({ name: cappedManifestPath(manifest.name, height), text: cap(manifest.text, height) }));
}

/** The full manifests a packaged stream directory may hold. */
export const FULL_MANIFEST_NAMES = [HLS_MASTER_NAME, DASH_MANIFEST_NAME] as const;

/**
 * Writes (or refreshes) the capped copies of the manifests in `dir`: call it after the last change
 * to master.m3u8 or manifest.mpd. Files whose content is already right are not touched. Returns
 * how many were written.
 */
export async function writeCappedManifests(dir: string, names: readonly string[] = FULL_MANIFEST_NAMES): Promise<number> {
  let written = 0;
  for (const name of names) {
    const text = await readFile(join(dir, name), 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (text === null) continue;
    for (const capped of cappedManifestsOf({ name, text })) {
      const path = join(dir, capped.name);
      if ((await readFile(path, 'utf8').catch(() => null)) === capped.text) continue;
      // Beside the target and renamed over it: a player never reads half a manifest.
      await writeFile(`${path}.${process.pid}.tmp`, capped.text);
      await rename(`${path}.${process.pid}.tmp`, path);
      written += 1;
    }
  }
  return written;
}
