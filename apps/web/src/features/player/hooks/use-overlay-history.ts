import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

type OverlayState = { playerOverlay?: string } & Record<string, unknown>;

/**
 * Keeps a full-screen player overlay in the browser history: opening pushes an entry for the same
 * URL, so the Back button (or gesture) closes the player instead of leaving the page.
 */
export function useOverlayHistory<Kind extends string>() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as OverlayState;
  const current = (state.playerOverlay as Kind | undefined) ?? null;

  const open = useCallback(
    (kind: Kind) => {
      navigate(location, { state: { ...state, playerOverlay: kind }, preventScrollReset: true });
    },
    [navigate, location, state],
  );

  const close = useCallback(() => {
    // React Router keeps its history index in history.state; idx 0 means the overlay entry is the
    // first one (a reload), where going back would leave the app.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(location, { replace: true, state: { ...state, playerOverlay: undefined }, preventScrollReset: true });
  }, [navigate, location, state]);

  return { current, open, close };
}
