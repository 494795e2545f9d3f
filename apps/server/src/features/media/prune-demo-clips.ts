// Tidies the public demo directory after a generation: clips no title uses any more (the shared
// clips of earlier versions, a renamed title's old slug) and the public copy of a clip that now
// only exists behind signatures are removed. Only generated clip directories (with a done.json, or
// half-built `.partial` ones) are touched; caption files and anything else are left alone.
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DemoClipSpec } from './demo-catalogue.ts';
import { DONE_MARKER_NAME } from './transcode-cache.ts';
import type { MediaLogger } from './types.ts';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

export async function pruneStaleClips(mediaDir: string, clips: readonly DemoClipSpec[], log?: MediaLogger): Promise<string[]> {
  const demoDir = join(mediaDir, 'demo');
  const publicSlugs = new Set(clips.filter((clip) => !clip.isProtected).map((clip) => clip.slug));
  const names = await readdir(demoDir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const dir = join(demoDir, name);
    const isLeftover = name.endsWith('.partial') || name === '.work';
    if (!isLeftover && (publicSlugs.has(name) || !(await exists(join(dir, DONE_MARKER_NAME))))) continue;
    await rm(dir, { recursive: true, force: true });
    removed.push(name);
  }
  if (removed.length > 0) log?.info(`demo media: removed stale clips ${removed.join(', ')}`);
  return removed;
}
