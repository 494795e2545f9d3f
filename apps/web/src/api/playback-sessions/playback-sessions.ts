// Playback sessions (issue 18.1): the movie player opens one when a paid or rental title starts,
// heartbeats it while the player is open and stops it on close. The player decides what a refusal
// shows (the limit dialog on 409, the stopped message on 410); no call here redirects to sign-in,
// because a refusal mid-film is the player's to explain.
import {
  API,
  PlaybackEndedResponse,
  PlaybackHeartbeatResponse,
  StartPlaybackResponse,
  StopPlaybackResponse,
  StreamLimitResponse,
  type PlaybackSession,
} from '@ott/contract';
import { api, ApiError } from '@/lib/api-client.ts';

export type StartPlaybackOutcome =
  | { kind: 'started'; session: PlaybackSession }
  | { kind: 'limit'; limit: StreamLimitResponse };

/** Starts watching `videoId` on this device; `replace` ends that stream of the account first. */
export async function startPlaybackSession(videoId: number, deviceId: string, replace?: string): Promise<StartPlaybackOutcome> {
  try {
    const body = await api.post<unknown>(API.playbackSessions, { video_id: videoId, device_id: deviceId, ...(replace ? { replace } : {}) }, { skipAuthRedirect: true });
    return { kind: 'started', session: StartPlaybackResponse.parse(body).session };
  } catch (error) {
    const limit = error instanceof ApiError && error.status === 409 ? StreamLimitResponse.safeParse(error.data) : null;
    if (limit?.success) return { kind: 'limit', limit: limit.data };
    throw error;
  }
}

export type HeartbeatOutcome = { kind: 'alive' } | { kind: 'ended'; ended: PlaybackEndedResponse };

/** Still open. 410 (the session is over) is an answer, not an error; anything else throws. */
export async function heartbeatPlaybackSession(id: string): Promise<HeartbeatOutcome> {
  try {
    PlaybackHeartbeatResponse.parse(await api.post<unknown>(API.playbackSessionHeartbeat(id), {}, { skipAuthRedirect: true }));
    return { kind: 'alive' };
  } catch (error) {
    const ended = error instanceof ApiError && error.status === 410 ? PlaybackEndedResponse.safeParse(error.data) : null;
    if (ended?.success) return { kind: 'ended', ended: ended.data };
    throw error;
  }
}

/** The player closed: frees the slot now rather than 90 s later. keepalive, as the page may be going. */
export async function stopPlaybackSession(id: string): Promise<void> {
  StopPlaybackResponse.parse(await api.post<unknown>(API.playbackSessionStop(id), {}, { keepalive: true, skipAuthRedirect: true }));
}
