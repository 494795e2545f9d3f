// Own channels (issue 15.4): the live streams an operator made from one of our titles. On job
// processes (ROLE=all or worker) this runner reads every few seconds which active streams loop a
// title and keeps exactly one LiveChannel for each: a new stream starts one; a stream hidden,
// deleted, turned into an external address, moved to another title, moved in or out of premium (its
// directory moves between live/ and protected/live/), or whose title got a new film, stops its
// channel and its files go (a premium move must leave nothing in the clear), then starts again if
// it still loops a title. Each channel has its own leader lock (leader-lock.ts ownChannelLockKey),
// so scaled out, one worker runs each, and its own mirror to an object store (live-mirror.ts).
// A paid film on a stream that is not premium never runs, whatever the console let through before
// (a title made paid later): the runner checks it again here.
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database, DbHandle } from '../../lib/db/client.ts';
import { liveStreams, videos } from '../../lib/db/schema.ts';
import type { MediaStorage } from '../../lib/storage/media-storage.ts';
import { createLeaderLock, ownChannelLockKey } from './leader-lock.ts';
import { LiveChannel, type LiveChannelLogger } from './live-channel.ts';
import { startLiveMirror } from './live-mirror.ts';
import { LIVE_LIST_SIZE, LIVE_MASTER, LIVE_PLAYLIST, LIVE_SEGMENT_SECONDS, ownChannelDir } from './layout.ts';
import { ownChannelSourceDir, prepareTitleLiveSource, type TitleFilm } from './title-live-source.ts';

export interface OwnChannelsOptions {
  readonly db: Database;
  readonly dbHandle: DbHandle;
  readonly storage: MediaStorage;
  readonly mediaDir: string;
  readonly dataDir: string;
  readonly drmKeySecret: string;
  readonly log: LiveChannelLogger;
  /** How often the streams are read. */
  readonly everyMs?: number;
}

interface Wanted extends TitleFilm {
  readonly streamId: number;
  readonly dir: string;
  /** Any change of it restarts the channel. */
  readonly version: string;
}

interface Running {
  readonly version: string;
  readonly dir: string;
  readonly channel: LiveChannel;
  readonly stopMirror: () => void;
}

const DEFAULT_EVERY_MS = 3000;

export class OwnChannels {
  private readonly running = new Map<number, Running>();
  private readonly refused = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly options: OwnChannelsOptions) {}

  /** The encoder pid of a stream's channel on this process, if it runs one (tests check it). */
  pidOf(streamId: number): number | undefined {
    return this.running.get(streamId)?.channel.pid;
  }

  start(): void {
    const everyMs = this.options.everyMs ?? DEFAULT_EVERY_MS;
    const round = () => {
      this.current = this.sync()
        .catch((error: unknown) => this.options.log.warn(`own channels: ${message(error)}`))
        .then(() => {
          if (!this.closed) this.timer = setTimeout(round, everyMs).unref();
        });
    };
    round();
  }

  /** Stops every channel on this process (app close); their files stay for the next leader. */
  async stop(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.current;
    await Promise.all([...this.running.keys()].map((id) => this.stopOne(id, { removeFiles: false })));
  }

  private async sync(): Promise<void> {
    if (this.closed) return;
    const wanted = new Map((await this.wanted()).map((w) => [w.streamId, w]));
    for (const [id, run] of this.running) {
      const next = wanted.get(id);
      if (!next || next.version !== run.version) await this.stopOne(id, { removeFiles: true, keepSource: next !== undefined });
    }
    for (const w of wanted.values()) if (!this.running.has(w.streamId) && !this.closed) this.startOne(w);
  }

  private async wanted(): Promise<Wanted[]> {
    const rows = await this.options.db
      .select({
        streamId: liveStreams.id,
        isPremium: liveStreams.isPremium,
        videoId: videos.id,
        videoType: videos.videoType,
        hlsPath: videos.hlsPath,
        mediaKeyId: videos.mediaKeyId,
      })
      .from(liveStreams)
      .innerJoin(videos, eq(videos.id, liveStreams.sourceVideoId))
      .where(and(eq(liveStreams.isActive, true), isNotNull(liveStreams.sourceVideoId), isNotNull(videos.hlsPath)));
    const out: Wanted[] = [];
    for (const row of rows) {
      if (row.videoType !== 'free' && !row.isPremium) {
        if (!this.refused.has(row.streamId)) this.options.log.warn(`own channels: stream ${row.streamId} is free but loops paid title ${row.videoId}: not run`);
        this.refused.add(row.streamId);
        continue;
      }
      this.refused.delete(row.streamId);
      const hlsPath = row.hlsPath as string;
      const dir = ownChannelDir(row.streamId, row.isPremium);
      out.push({ streamId: row.streamId, hlsPath, mediaKeyId: row.mediaKeyId, dir, version: `${row.videoId}|${hlsPath}|${dir}|${row.mediaKeyId ?? ''}` });
    }
    return out;
  }

  private startOne(w: Wanted): void {
    const { options } = this;
    const outDir = path.join(options.mediaDir, w.dir);
    const prefix = `own channel ${w.streamId}: `;
    const log: LiveChannelLogger = { info: (m) => options.log.info(prefix + m), warn: (m) => options.log.warn(prefix + m) };
    const channel = new LiveChannel({
      resolveSource: () => prepareTitleLiveSource(options, w.streamId, w),
      outDir,
      playlistName: LIVE_PLAYLIST,
      masterName: LIVE_MASTER,
      segmentSeconds: LIVE_SEGMENT_SECONDS,
      listSize: LIVE_LIST_SIZE,
      leader: createLeaderLock(options.dbHandle, ownChannelLockKey(w.streamId)),
      log,
      waitingMessage: `waiting for the title's film (${w.hlsPath})`,
    });
    const stopMirror = startLiveMirror({
      storage: options.storage,
      outDir,
      keyPrefix: `${w.dir}/`,
      everyMs: (LIVE_SEGMENT_SECONDS * 1000) / 2,
      encoding: () => channel.pid !== undefined,
      warn: log.warn,
    });
    this.running.set(w.streamId, { version: w.version, dir: w.dir, channel, stopMirror });
    channel.start();
    log.info(`looping ${w.hlsPath} into ${w.dir}`);
  }

  private async stopOne(streamId: number, opts: { removeFiles: boolean; keepSource?: boolean }): Promise<void> {
    const run = this.running.get(streamId);
    if (!run) return;
    this.running.delete(streamId);
    run.stopMirror();
    await run.channel.stop();
    if (!opts.removeFiles) return;
    const { storage, mediaDir, dataDir } = this.options;
    const outDir = path.join(mediaDir, run.dir);
    // Only the instance that led has the files locally: it alone clears the store, so a follower
    // cannot delete what a new leader has just started to copy there.
    const led = await fs.stat(outDir).then(() => true, () => false);
    await fs.rm(outDir, { recursive: true, force: true });
    if (led && storage.kind !== 'local') {
      const objects = await storage.list(`${run.dir}/`);
      if (objects.length > 0) await storage.delete(objects.map((o) => o.key));
    }
    if (!opts.keepSource) await fs.rm(ownChannelSourceDir(dataDir, streamId), { recursive: true, force: true });
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
