// Streaming test helpers.
import fs from 'node:fs';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { ensureDemoMedia, type DemoClipSpec } from '../../src/features/media/index.ts';
import { videos } from '../../src/lib/db/schema.ts';
import type { TestApp } from '../helper.ts';

/** The title whose DASH manifest the DASH card plays (first free, ready title with one). */
export async function firstFreeDashVideo(t: TestApp) {
  const [row] = await t.deps.db
    .select({ id: videos.id, dashPath: videos.dashPath })
    .from(videos)
    .where(and(eq(videos.videoType, 'free'), eq(videos.status, 'ready'), isNotNull(videos.dashPath)))
    .orderBy(asc(videos.id))
    .limit(1);
  if (!row?.dashPath) throw new Error('seed has no free title with a DASH manifest');
  return { id: row.id, dashPath: row.dashPath };
}

/**
 * Real packaged demo clips (features/media, ffmpeg), short: enough for two-second segments. Their
 * stills are not painted here, so they are made over the plain ground.
 */
export async function generateDemoClips(mediaDir: string, clips: readonly Pick<DemoClipSpec, 'slug' | 'kind' | 'isProtected'>[]): Promise<void> {
  await ensureDemoMedia({ mediaDir, clips: clips.map((clip, i) => ({ title: 'Test Clip', seconds: 5, seed: i, background: 'art/none/backdrop.jpg', ...clip })) });
}

/** Pids of running processes whose command line mentions `needle` (our ffmpeg writes into a unique dir). */
export function pidsMentioning(needle: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(needle);
      } catch {
        return false;
      }
    })
    .map(Number);
}

export async function waitFor<T>(probe: () => Promise<T | null | undefined> | T | null | undefined, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
