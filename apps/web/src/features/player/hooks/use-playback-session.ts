// Streams at once per plan (issue 18.1), the player's side. A paid or rental title (a signed
// `/media/s/` URL of a catalogue video) opens a playback session when it starts, in parallel with
// loading the stream (never before it: the first frame does not wait); heartbeats it every
// PLAYBACK_HEARTBEAT_SECONDS while the player is open, paused or not (a paused player holds its
// slot until it closes, and the limit dialog says so); stops it on close and when the page goes.
// A 409 pauses the picture and offers the streams to take over; a 410 at a heartbeat, or a media
// token renewal refused for want of a live session, pauses it and says why. Free titles are not limited.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PLAYBACK_HEARTBEAT_SECONDS, type PlaybackEndReason, type StreamLimitResponse } from '@ott/contract';
import { heartbeatPlaybackSession, startPlaybackSession, stopPlaybackSession } from '@/api/playback-sessions/playback-sessions.ts';
import { getDeviceId } from '@/lib/device-id.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { parseSignedMediaUrl } from '../lib/media-tokens.ts';
import { onPlaybackRefused, setPlaybackForDir } from '../lib/playback-by-dir.ts';
import { playerMediaTokens } from '../lib/player-media-tokens.ts';

export type PlaybackStopReason = PlaybackEndReason | 'renewal_refused';

export type PlaybackSessionState =
  /** Not limited: a free title, a trailer, a visitor. */
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'active'; id: string; heartbeatSeconds: number }
  /** The plan's limit is reached: the dialog lists the streams that are playing. */
  | { status: 'limit'; answer: StreamLimitResponse; isBusy: boolean; hasFailed: boolean }
  /** Stopped from elsewhere (or lost): paused with the reason; `isBusy` while Watch here asks again. */
  | { status: 'ended'; reason: PlaybackStopReason; isBusy: boolean; hasFailed: boolean };

export interface PlaybackSessionControl {
  state: PlaybackSessionState;
  /** "Stop playback there and watch here". */
  takeOver(streamId: string): void;
  /** After a stop: ask again (which may show the limit dialog). */
  watchHere(): void;
}

const isBlocking = (state: PlaybackSessionState) => state.status === 'limit' || state.status === 'ended';

export function usePlaybackSession(video: HTMLVideoElement | null, videoId: number | undefined, source: string): PlaybackSessionControl {
  const isSignedIn = useSession((s) => s.isAuthenticated && !!s.token);
  const dir = useMemo(() => (videoId !== undefined && isSignedIn ? (parseSignedMediaUrl(source)?.dir ?? null) : null), [videoId, isSignedIn, source]);
  const [state, setState] = useState<PlaybackSessionState>(dir ? { status: 'starting' } : { status: 'off' });
  const current = useRef<string | null>(null);
  /** Bumped when the player closes: an answer to an older start is stale (and its session is stopped). */
  const generation = useRef(0);
  const latestState = useRef(state);
  latestState.current = state;
  /** Set when a session opens after the dialog or a stop: the picture plays again. */
  const shouldResume = useRef(false);

  const open = useCallback(
    async (replace?: string): Promise<void> => {
      if (!dir || videoId === undefined) return;
      const asked = generation.current;
      const starting = startPlaybackSession(videoId, getDeviceId(), replace);
      setPlaybackForDir(dir, starting.then((outcome) => (outcome.kind === 'started' ? outcome.session.id : null)));
      try {
        const outcome = await starting;
        if (asked !== generation.current) {
          if (outcome.kind === 'started') void stopPlaybackSession(outcome.session.id).catch(() => undefined);
          return;
        }
        if (outcome.kind === 'limit') return setState({ status: 'limit', answer: outcome.limit, isBusy: false, hasFailed: false });
        current.current = outcome.session.id;
        if (isBlocking(latestState.current)) {
          // Back from the dialog or a stop: renew from scratch (a refused renewal waits 30 s otherwise) and play.
          playerMediaTokens.clear();
          shouldResume.current = true;
        }
        setState({ status: 'active', id: outcome.session.id, heartbeatSeconds: outcome.session.heartbeat_seconds });
      } catch (error) {
        if (asked !== generation.current) return;
        // No answer (network, server trouble): try again at the next beat. A refusal (not entitled,
        // signed out) is left to the media token's own refusal.
        const isTransient = !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429;
        setState((before) =>
          isBlocking(before) ? { ...before, isBusy: false, hasFailed: true } : isTransient ? { status: 'starting' } : { status: 'off' },
        );
      }
    },
    [dir, videoId],
  );

  // Start with the stream, close with the player.
  useEffect(() => {
    if (!dir) return;
    void open();
    return () => {
      generation.current += 1;
      const id = current.current;
      current.current = null;
      setPlaybackForDir(dir, null)();
      if (id) void stopPlaybackSession(id).catch(() => undefined);
    };
  }, [dir, open]);

  // A start that got no answer is tried again on the heartbeat's rhythm.
  useEffect(() => {
    if (state.status !== 'starting' || !dir) return;
    const timer = setTimeout(() => void open(), PLAYBACK_HEARTBEAT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [state, dir, open]);

  const activeId = state.status === 'active' ? state.id : null;
  const beatSeconds = state.status === 'active' ? state.heartbeatSeconds : PLAYBACK_HEARTBEAT_SECONDS;
  useEffect(() => {
    if (!activeId) return;
    const timer = setInterval(() => {
      heartbeatPlaybackSession(activeId).then(
        (outcome) => {
          if (outcome.kind !== 'ended' || current.current !== activeId) return;
          current.current = null;
          setState({ status: 'ended', reason: outcome.ended.reason, isBusy: false, hasFailed: false });
        },
        // A missed beat is not a stop; three in a row let the session expire on the server.
        () => undefined,
      );
    }, beatSeconds * 1000);
    return () => clearInterval(timer);
  }, [activeId, beatSeconds]);

  // The tab or window goes: free the slot now. Back from the browser's page cache: start again.
  useEffect(() => {
    if (!dir) return;
    const onPageHide = () => {
      const id = current.current;
      current.current = null;
      if (id) void stopPlaybackSession(id).catch(() => undefined);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void open();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [dir, open]);

  // A renewal refused for this directory: this stream was stopped (it may not have heard yet).
  useEffect(() => {
    if (!dir) return;
    return onPlaybackRefused((refused) => {
      if (refused !== dir || isBlocking(latestState.current)) return;
      current.current = null;
      setState({ status: 'ended', reason: 'renewal_refused', isBusy: false, hasFailed: false });
    });
  }, [dir]);

  // While the dialog or the stopped message is up, the picture stays paused (keys and taps included).
  const isBlocked = isBlocking(state);
  useEffect(() => {
    if (!video || !isBlocked) return;
    const hold = () => video.pause();
    hold();
    video.addEventListener('play', hold);
    return () => video.removeEventListener('play', hold);
  }, [video, isBlocked]);
  // Runs after the hold above is removed (React runs every cleanup of a commit before its effects).
  useEffect(() => {
    if (state.status !== 'active' || !shouldResume.current || !video) return;
    shouldResume.current = false;
    void video.play().catch(() => undefined);
  }, [state.status, video]);

  const askAgain = useCallback(
    (replace?: string) => {
      setState((before) => (isBlocking(before) ? { ...before, isBusy: true, hasFailed: false } : before));
      void open(replace);
    },
    [open],
  );

  return { state, takeOver: askAgain, watchHere: () => askAgain() };
}
