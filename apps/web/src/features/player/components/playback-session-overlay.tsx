import type { PlaybackSessionControl } from '../hooks/use-playback-session.ts';
import { PlaybackStopped } from './playback-stopped.tsx';
import { StreamLimitDialog } from './stream-limit-dialog.tsx';

/** What the playback session has to say over the player (issue 18.1), if anything. */
export function PlaybackSessionOverlay({ session, onClose }: { session: PlaybackSessionControl; onClose?: () => void }) {
  const { state } = session;
  if (state.status === 'limit') {
    return <StreamLimitDialog answer={state.answer} isBusy={state.isBusy} hasFailed={state.hasFailed} onTakeOver={session.takeOver} onClose={onClose} />;
  }
  if (state.status === 'ended') {
    return <PlaybackStopped reason={state.reason} isBusy={state.isBusy} hasFailed={state.hasFailed} onWatchHere={session.watchHere} onClose={onClose} />;
  }
  return null;
}
