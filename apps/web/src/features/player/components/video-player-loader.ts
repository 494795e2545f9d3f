// One loader for the player chunk. Once it has arrived, overlays render the player directly:
// React.lazy would still suspend for a tick on first render and React holds a revealed
// Suspense boundary back for a few hundred milliseconds, time the viewer spends staring at a spinner.
import { lazy } from 'react';
import type * as VideoPlayerModuleNamespace from './video-player.tsx';

type VideoPlayerModule = typeof VideoPlayerModuleNamespace;

let loaded: VideoPlayerModule | null = null;
let loading: Promise<VideoPlayerModule> | null = null;

export function loadVideoPlayer(): Promise<VideoPlayerModule> {
  loading ??= import('./video-player.tsx').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The player component if its chunk is already here, else null. */
export function loadedVideoPlayer(): VideoPlayerModule['VideoPlayer'] | null {
  return loaded?.VideoPlayer ?? null;
}

export const LazyVideoPlayer = lazy(() => loadVideoPlayer().then((module) => ({ default: module.VideoPlayer })));
