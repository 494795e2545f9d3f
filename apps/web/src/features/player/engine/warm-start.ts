// A player prepared ahead of its <video> element: created on the viewer's click, adopted by the
// engine when the element mounts, destroyed if nobody claims it in time.
import type { PlayerSource } from './types.ts';

/** Long enough for a slow chunk download and mount; short enough not to hold a stray player. */
const UNCLAIMED_TTL_MS = 15_000;

export interface WarmStart<Player, Preload> {
  player: Player;
  /** Resolves to the engine's preload handle, or null when preloading failed (load by URL then). */
  preload: Promise<Preload | null>;
}

interface WarmStartFactory<Player, Preload> {
  create(source: PlayerSource): Promise<WarmStart<Player, Preload> | null>;
  destroy(player: Player): Promise<unknown>;
}

export function createWarmStarts<Player, Preload>({ create, destroy }: WarmStartFactory<Player, Preload>) {
  type Pending = { url: string; startTime: number; ready: Promise<WarmStart<Player, Preload> | null>; timer: ReturnType<typeof setTimeout> };
  let pending: Pending | null = null;

  const discard = () => {
    if (!pending) return;
    clearTimeout(pending.timer);
    void pending.ready.then((warm) => warm && destroy(warm.player)).catch(() => undefined);
    pending = null;
  };

  return {
    start(source: PlayerSource) {
      discard();
      const ready = create(source).catch(() => null);
      pending = { url: source.url, startTime: source.startTime ?? 0, ready, timer: setTimeout(discard, UNCLAIMED_TTL_MS) };
    },
    /** The prepared player for `url` (from `startTime`), handed over once; null when none was started for it. */
    async take(url: string, startTime = 0): Promise<WarmStart<Player, Preload> | null> {
      if (!pending || pending.url !== url || pending.startTime !== startTime) return null;
      const { ready, timer } = pending;
      clearTimeout(timer);
      pending = null;
      return ready;
    },
  };
}
