// Opening the Live TV player pushes a history entry (same URL) holding the stream, so Back closes
// the overlay instead of leaving the page. `owner` tells apart the screens that can open it (the
// header's LIVE button, the home's live cards): each renders the overlay only for its own entry.
// A premium channel the viewer may not watch opens the premium popup instead, as on the movie
// page: a dialog over the page, not a history entry (a navigation would scroll the page behind it
// to the top, and coming Back from /plans would open it again).
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LiveStream } from '@ott/contract';
import { canOpen, isPremiumLocked } from '@/api/live/list-live-streams.ts';

type OverlayState = { livePlayer?: string; liveStream?: LiveStream } & Record<string, unknown>;

export function useLivePlayerHistory(owner: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as OverlayState;
  const [lockedStream, setLockedStream] = useState<LiveStream | null>(null);
  const playing = state.livePlayer === owner && state.liveStream ? state.liveStream : null;

  const open = useCallback(
    (next: LiveStream) => {
      // SPEC 5 'Playback': a live stream opens only with a live_url, or as the premium popup.
      if (!canOpen(next)) return;
      if (isPremiumLocked(next)) return setLockedStream(next);
      navigate(location, { state: { ...state, livePlayer: owner, liveStream: next }, preventScrollReset: true });
    },
    [navigate, location, state, owner],
  );

  const close = useCallback(() => {
    if (lockedStream) return setLockedStream(null);
    // React Router keeps its index in history.state; idx 0 means a reload landed on the overlay.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(location, { replace: true, state: { ...state, livePlayer: undefined, liveStream: undefined }, preventScrollReset: true });
  }, [navigate, location, state, lockedStream]);

  return { stream: playing ?? lockedStream, open, close };
}
