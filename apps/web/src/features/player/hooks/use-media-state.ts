import { useEffect, useState } from 'react';

export interface MediaState {
  isPaused: boolean;
  /** Waiting for data with the intent to play (the element's `waiting` / engine buffering). */
  isWaiting: boolean;
  hasEnded: boolean;
  currentTime: number;
  duration: number;
  /** End of the buffered range that contains the playhead, in seconds. */
  bufferedEnd: number;
  volume: number;
  isMuted: boolean;
}

const INITIAL: MediaState = {
  isPaused: true,
  isWaiting: false,
  hasEnded: false,
  currentTime: 0,
  duration: 0,
  bufferedEnd: 0,
  volume: 1,
  isMuted: false,
};

function bufferedEndAt(video: HTMLVideoElement): number {
  const { buffered, currentTime } = video;
  for (let i = 0; i < buffered.length; i += 1) {
    if (buffered.start(i) <= currentTime + 0.5 && currentTime <= buffered.end(i)) return buffered.end(i);
  }
  return currentTime;
}

function read(video: HTMLVideoElement, isWaiting: boolean): MediaState {
  return {
    isPaused: video.paused,
    isWaiting,
    hasEnded: video.ended,
    currentTime: video.currentTime,
    duration: Number.isFinite(video.duration) ? video.duration : 0,
    bufferedEnd: bufferedEndAt(video),
    volume: video.volume,
    isMuted: video.muted,
  };
}

const EVENTS = [
  'play',
  'pause',
  'playing',
  'waiting',
  'seeking',
  'seeked',
  'ended',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'progress',
  'volumechange',
  'canplay',
] as const;

/** The <video> element's state as React state; the element stays the single source of truth. */
export function useMediaState(video: HTMLVideoElement | null): MediaState {
  const [state, setState] = useState<MediaState>(INITIAL);
  useEffect(() => {
    if (!video) return;
    let isWaiting = false;
    const onEvent = (event: Event) => {
      if (event.type === 'waiting' || event.type === 'seeking') isWaiting = true;
      if (event.type === 'playing' || event.type === 'canplay' || event.type === 'seeked' || event.type === 'pause') {
        isWaiting = false;
      }
      setState(read(video, isWaiting));
    };
    for (const name of EVENTS) video.addEventListener(name, onEvent);
    setState(read(video, false));
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, onEvent);
    };
  }, [video]);
  return state;
}
