// Which playback session (issue 18.1) the media-token renewal of a paid directory names, and who
// hears when a renewal is refused because that stream was stopped. The token store is one per page
// (player-media-tokens.ts) and knows directories only; the player that opened the session tells it
// here. A session still starting is a promise: a renewal needed at once (a nearly spent first
// token) waits for it instead of going out without one and being refused.

const playbackOf = new Map<string, Promise<string | null>>();
type RefusalListener = (dir: string) => void;
const refusalListeners = new Set<RefusalListener>();

/** The session renewals of `dir` name from now on; returns the undo (only if nobody replaced it since). */
export function setPlaybackForDir(dir: string, playback: Promise<string | null> | string | null): () => void {
  const entry = Promise.resolve(playback).catch(() => null);
  playbackOf.set(dir, entry);
  return () => {
    if (playbackOf.get(dir) === entry) playbackOf.delete(dir);
  };
}

export function playbackForDir(dir: string): Promise<string | null> {
  return playbackOf.get(dir) ?? Promise.resolve(null);
}

/** Called with the directory whose renewal the server refused for want of a live playback session. */
export function onPlaybackRefused(listener: RefusalListener): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

export function reportPlaybackRefused(dir: string): void {
  for (const listener of refusalListeners) listener(dir);
}
