// The live channel's supervisor (SPEC 2.22 'HLS Live Stream'): waits for its source, runs one
// encoder (features/media live-hls-encoder.ts), restarts it with backoff when ffmpeg exits, and
// stops it on shutdown. Only the leader instance runs it (leader-lock.ts).
import { startLiveHlsEncoder, type LiveHlsEncoder } from '../media/index.ts';
import type { LeaderLock } from './leader-lock.ts';
import type { LiveSource } from './live-source.ts';

export interface LiveChannelLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface LiveChannelOptions {
  /** The file to loop and its master, or null while it does not exist yet (demo media still generating). */
  readonly resolveSource: () => Promise<LiveSource | null>;
  readonly outDir: string;
  readonly playlistName: string;
  readonly masterName: string;
  readonly segmentSeconds: number;
  readonly listSize: number;
  readonly leader: LeaderLock;
  readonly log: LiveChannelLogger;
  /** Waits between source checks and leadership attempts. */
  readonly pollMs?: number;
  /** Logged once while resolveSource returns null (default: the demo channel's). */
  readonly waitingMessage?: string;
}

const FIRST_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 30_000;
/** An encoder that ran this long was healthy: the next failure starts the backoff afresh. */
const HEALTHY_RUN_MS = 60_000;

export class LiveChannel {
  private encoder: LiveHlsEncoder | null = null;
  private readonly stopping = new AbortController();
  private loop: Promise<void> | null = null;

  constructor(private readonly options: LiveChannelOptions) {}

  /** The running ffmpeg's pid, if any (tests check it is gone after stop). */
  get pid(): number | undefined {
    return this.encoder?.pid;
  }

  start(): void {
    this.loop ??= this.run().catch((error: unknown) => {
      this.options.log.warn(`live channel: supervisor failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /** Stops the encoder (the loop does, whatever step it is at) and gives up the lead. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.loop;
    await this.options.leader.release();
  }

  private async run(): Promise<void> {
    const { log, leader } = this.options;
    const pollMs = this.options.pollMs ?? 3000;
    let failures = 0;
    let waitingLogged = false;
    while (!this.stopping.signal.aborted) {
      if (!(await leader.tryAcquire())) {
        await this.sleep(pollMs * 5);
        continue;
      }
      let source: LiveSource | null;
      try {
        source = await this.options.resolveSource();
      } catch (error) {
        // A source that cannot be prepared now (a clip being regenerated, a full disk) may be
        // preparable later: keep the supervisor alive and try again after the backoff.
        failures += 1;
        log.warn(`live channel: source not ready: ${error instanceof Error ? error.message : String(error)}`);
        await this.sleep(Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (failures - 1)));
        continue;
      }
      if (!source) {
        if (!waitingLogged) log.info(this.options.waitingMessage ?? 'live channel: waiting for the demo media to be generated');
        waitingLogged = true;
        await this.sleep(pollMs);
        continue;
      }
      if (this.stopping.signal.aborted) break;
      const startedAt = Date.now();
      const encoder = await startLiveHlsEncoder({
        source: source.file,
        master: { name: this.options.masterName, content: source.master },
        subtitlePlaylistName: source.subtitlePlaylistName,
        ...this.pick(),
      });
      this.encoder = encoder;
      log.info(`live channel: encoder started (pid ${encoder.pid ?? '?'})`);
      const outcome = await Promise.race([
        encoder.exited.then(() => 'exited' as const),
        leader.lost.then(() => 'lost' as const),
        this.aborted.then(() => 'stopped' as const),
      ]);
      if (outcome === 'lost') log.warn('live channel: lost the lead, stopping the encoder');
      if (outcome !== 'exited') await encoder.stop();
      this.encoder = null;
      if (this.stopping.signal.aborted) break;
      failures = Date.now() - startedAt > HEALTHY_RUN_MS ? 1 : failures + 1;
      const backoff = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (failures - 1));
      if (outcome === 'exited') log.warn(`live channel: encoder exited, restarting in ${backoff} ms: ${encoder.stderrTail().slice(-500)}`);
      await this.sleep(backoff);
    }
  }

  private readonly aborted = new Promise<void>((resolve) => {
    if (this.stopping.signal.aborted) resolve();
    this.stopping.signal.addEventListener('abort', () => resolve(), { once: true });
  });

  private pick() {
    const { outDir, playlistName, segmentSeconds, listSize } = this.options;
    return { outDir, playlistName, segmentSeconds, listSize };
  }

  private sleep(ms: number): Promise<void> {
    const signal = this.stopping.signal;
    if (signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done);
    });
  }
}
