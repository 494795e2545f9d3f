// The live channel on an object store (issue 14.1, 14.3): while this process leads and its encoder
// runs, its output directory is copied to the storage about twice a segment (new segments first,
// then the playlists) and segments that left the window are deleted. Only the leader mirrors, so
// only the leader's output is ever served; a leader that lost the lead stops its encoder and with it
// this loop.
import type { MediaStorage } from '../../lib/storage/media-storage.ts';
import { mirrorDirectory } from '../../lib/storage/mirror-directory.ts';

export function startLiveMirror(opts: {
  storage: MediaStorage;
  outDir: string;
  keyPrefix: string;
  everyMs: number;
  /** True while this process's encoder runs. */
  encoding: () => boolean;
  warn: (message: string) => void;
}): () => void {
  if (opts.storage.kind === 'local') return () => {};
  let running = false;
  let failing = false;
  const timer = setInterval(() => {
    if (running || !opts.encoding()) return;
    running = true;
    // ffmpeg's own scratch playlists (*.encoder.m3u8) are published by rename; only those are copied.
    mirrorDirectory(opts.storage, opts.outDir, opts.keyPrefix, { prune: true, skip: (key) => key.endsWith('.encoder.m3u8') })
      .then(() => (failing = false))
      .catch((err: unknown) => {
        if (!failing) opts.warn(`live channel: copying to the media storage failed: ${err instanceof Error ? err.message : String(err)}`);
        failing = true;
      })
      .finally(() => (running = false));
  }, opts.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
