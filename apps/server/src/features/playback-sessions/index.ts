// Streams at once per plan (issue 18.1; not in SPEC 7): playback sessions opened when a paid or
// rental title starts, kept by the player's heartbeat, stopped on close or by a takeover.
import type { FastifyInstance } from 'fastify';
import { heartbeatPlaybackRoute } from './heartbeat-playback.route.ts';
import { startPlaybackRoute } from './start-playback.route.ts';
import { stopPlaybackRoute } from './stop-playback.route.ts';

export async function playbackSessionsFeature(app: FastifyInstance) {
  startPlaybackRoute(app);
  heartbeatPlaybackRoute(app);
  stopPlaybackRoute(app);
}

/** For the media-token renewal: a stopped stream gets no new token (streaming/media-token.route.ts). */
export { livePlaybackVideoId } from './playback-session-store.ts';
