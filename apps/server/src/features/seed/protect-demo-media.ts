// Paid and rental demo titles, and premium live channels, stream from `protected/demo/{slug}`,
// which the media origin serves only through signed URLs. Their own clips are generated there
// directly (features/media, `isProtected`); a protected path whose clip exists only publicly is
// copied there (once per generated version: a copy whose done.json matches the source's is
// current). Then the set is marked ready.
import fs from 'node:fs';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../lib/db/client.ts';
import { liveStreams, videos } from '../../lib/db/schema.ts';
import type { MediaLogger } from '../media/index.ts';
import { protectedDemoSlug } from './demo-layout.ts';

/** Written by features/media when a clip is complete; its content identifies the version. */
const DONE_MARKER = 'done.json';
export const PROTECTED_READY_FILE = 'protected/demo/ready.json';
/** Written last by the demo-media job; on an object store they are copied last too (features/jobs.ts). */
export const DEMO_READY_MARKERS = ['demo/index.json', PROTECTED_READY_FILE] as const;

export async function listProtectedDemoSlugs(db: Database): Promise<string[]> {
  const rows = await db.select({ hlsPath: videos.hlsPath }).from(videos).where(isNotNull(videos.hlsPath));
  // Premium live channels stream from protected/ too (issue 12: same entitlement as premium titles).
  const live = await db.select({ hlsPath: liveStreams.liveUrl }).from(liveStreams).where(eq(liveStreams.isPremium, true));
  const slugs = [...rows, ...live].map((r) => protectedDemoSlug(r.hlsPath)).filter((s): s is string => s !== null);
  return [...new Set(slugs)].sort();
}

const readMarker = (dir: string) => {
  try {
    return fs.readFileSync(path.join(dir, DONE_MARKER), 'utf8');
  } catch {
    return null;
  }
};

export function protectDemoClips(mediaDir: string, slugs: string[], log: MediaLogger): void {
  const copied: string[] = [];
  for (const slug of slugs) {
    const source = path.join(mediaDir, 'demo', slug);
    const target = path.join(mediaDir, 'protected', 'demo', slug);
    const sourceMarker = readMarker(source);
    if (sourceMarker === null) {
      // Generated behind signatures in the first place: nothing to copy.
      if (readMarker(target) === null) log.warn(`demo media: clip ${slug} used by a paid title was not generated`);
      continue;
    }
    if (readMarker(target) === sourceMarker) continue;
    // Copy beside the target and swap, so the origin never serves a half-copied stream.
    const staging = `${target}.tmp`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(source, staging, { recursive: true });
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(staging, target);
    copied.push(slug);
  }
  fs.mkdirSync(path.join(mediaDir, 'protected', 'demo'), { recursive: true });
  fs.writeFileSync(path.join(mediaDir, PROTECTED_READY_FILE), `${JSON.stringify({ slugs })}\n`);
  if (copied.length > 0) log.info(`demo media: protected copies of ${copied.join(', ')}`);
}

/** True once the demo streams exist, paid copies included (GET /api/health, E2E tests wait on it). */
export function isDemoMediaReady(mediaDir: string): boolean {
  return (
    fs.existsSync(path.join(mediaDir, 'demo', 'index.json')) && fs.existsSync(path.join(mediaDir, PROTECTED_READY_FILE))
  );
}
