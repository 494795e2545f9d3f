// Streaming feature (SPEC 2.22 'Advanced player'): the demo streams list, the AES-128 key grant,
// the looping live HLS channels (the demo one and operators' own, issue 15.4) and the encrypted demo packaging (docs/decisions.md), and the
// renewal of paid media tokens (issue 14.2).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { drmAccessRoute } from './drm-access.route.ts';
import { drmKeyRoute } from './drm-key.route.ts';
import { createLeaderLock } from './leader-lock.ts';
import { LiveChannel } from './live-channel.ts';
import { startLiveMirror } from './live-mirror.ts';
import { prepareLiveSource, pullLiveSourceClip } from './live-source.ts';
import { mediaTokenRoute } from './media-token.route.ts';
import { OwnChannels } from './own-channels.ts';
import { LIVE_CHANNEL_DIR, LIVE_LIST_SIZE, LIVE_MASTER, LIVE_PLAYLIST, LIVE_SEGMENT_SECONDS } from './layout.ts';
import { streamsRoute } from './streams.route.ts';

export { packageDrmDemo } from './package-drm-demo.ts';
export { LIVE_CHANNEL_PATH, LIVE_SOURCE_CLIP, DRM_DEMO_CLIP, ownChannelPath } from './layout.ts';

export async function streamingFeature(app: FastifyInstance) {
  streamsRoute(app);
  drmKeyRoute(app);
  drmAccessRoute(app);
  mediaTokenRoute(app);
}

/**
 * The live encoders, on job-running processes (ROLE=all or worker, issue 14.3): the demo channel
 * (LIVE_CHANNEL) and the operators' own channels looping our titles (OWN_LIVE_CHANNELS, issue 15.4).
 * Bound to the app's life: every way the server stops (SIGTERM in main.ts, tests' app.close())
 * stops ffmpeg too, and ffmpeg dies with the process even on kill -9 (media/run-process.ts).
 * Scaled out, every worker tries and an advisory lock per channel picks one.
 */
export async function liveChannelFeature(app: FastifyInstance) {
  if (app.deps.config.liveChannel) startDemoChannel(app);
  if (app.deps.config.ownLiveChannels) startOwnChannels(app);
}

function startDemoChannel(app: FastifyInstance) {
  const { config, dbHandle } = app.deps;
  const log = app.log.child({ feature: 'live-channel' });
  const channel = new LiveChannel({
    resolveSource: async () => {
      await pullLiveSourceClip(app.deps.storage, config.mediaDir);
      return prepareLiveSource(config.mediaDir, config.dataDir);
    },
    outDir: path.join(config.mediaDir, LIVE_CHANNEL_DIR),
    playlistName: LIVE_PLAYLIST,
    masterName: LIVE_MASTER,
    segmentSeconds: LIVE_SEGMENT_SECONDS,
    listSize: LIVE_LIST_SIZE,
    leader: createLeaderLock(dbHandle),
    log: { info: (m) => log.info(m), warn: (m) => log.warn(m) },
  });
  const stopMirror = startLiveMirror({
    storage: app.deps.storage,
    outDir: path.join(config.mediaDir, LIVE_CHANNEL_DIR),
    keyPrefix: `${LIVE_CHANNEL_DIR}/`,
    everyMs: (LIVE_SEGMENT_SECONDS * 1000) / 2,
    encoding: () => channel.pid !== undefined,
    warn: (m) => log.warn(m),
  });
  app.addHook('onReady', async () => channel.start());
  app.addHook('onClose', async () => {
    stopMirror();
    await channel.stop();
  });
}

function startOwnChannels(app: FastifyInstance) {
  const { config, db, dbHandle, storage } = app.deps;
  const log = app.log.child({ feature: 'own-channels' });
  const channels = new OwnChannels({
    db,
    dbHandle,
    storage,
    mediaDir: config.mediaDir,
    dataDir: config.dataDir,
    drmKeySecret: config.drmKeySecret,
    log: { info: (m) => log.info(m), warn: (m) => log.warn(m) },
  });
  app.addHook('onReady', async () => channels.start());
  app.addHook('onClose', async () => channels.stop());
}
