// The embedded video-site player (SPEC 2.22), driven through its iframe messaging API
// (enablejsapi=1): play/pause, mute, volume and captions commands; its state reports
// (infoDelivery) keep ours in step. The site picks the picture quality itself, so only Auto is
// offered; seeking, picture-in-picture and the progress bar are for direct streams only.
import { useCallback, useEffect, useRef, useState } from 'react';
import { LIVE_PLAYER_UNMUTE_DELAY_MS } from '@ott/contract';
import { qualityOptions } from '../lib/quality.ts';
import { readSavedVolume, saveVolume } from '../lib/saved-volume.ts';
import { stepVolume } from '../lib/volume.ts';
import type { LiveController } from './live-controller.ts';

export const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
const PLAYING = 1;
const PAUSED = 2;
const NO_QUALITIES = qualityOptions([]);

interface EmbedInfo {
  playerState?: number;
  muted?: boolean;
  volume?: number;
}

export function useEmbedPlayer(isLoading: boolean) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [isPlaying, setPlaying] = useState(true);
  const [isMuted, setMuted] = useState(true);
  const [volume, setVolumeState] = useState(readSavedVolume);
  const [areCaptionsOn, setCaptionsOn] = useState(false);
  /** The volume last asked for (0 when muted), read by repeated keys before React re-renders. */
  const heard = useRef(0);
  heard.current = isMuted ? 0 : volume;

  const send = useCallback(
    (func: string, args: unknown[] = []) => {
      frame?.contentWindow?.postMessage(JSON.stringify({ event: 'command', func, args }), EMBED_ORIGIN);
    },
    [frame],
  );

  useEffect(() => {
    if (!frame) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== EMBED_ORIGIN || event.source !== frame.contentWindow || typeof event.data !== 'string') return;
      let info: EmbedInfo | undefined;
      try {
        info = (JSON.parse(event.data) as { info?: EmbedInfo }).info;
      } catch {
        return;
      }
      if (info?.playerState === PLAYING) setPlaying(true);
      if (info?.playerState === PAUSED) setPlaying(false);
      if (typeof info?.muted === 'boolean') setMuted(info.muted);
    };
    const listen = () => frame.contentWindow?.postMessage(JSON.stringify({ event: 'listening' }), EMBED_ORIGIN);
    window.addEventListener('message', onMessage);
    frame.addEventListener('load', listen);
    return () => {
      window.removeEventListener('message', onMessage);
      frame.removeEventListener('load', listen);
    };
  }, [frame]);

  // The embed autoplays muted (mute=1); sound comes 1 s later if the viewer had any (SPEC 4).
  useEffect(() => {
    if (!frame || isLoading) return;
    const unmute = setTimeout(() => {
      const saved = readSavedVolume();
      if (saved === 0) return;
      send('setVolume', [saved]);
      send('unMute');
      setMuted(false);
    }, LIVE_PLAYER_UNMUTE_DELAY_MS);
    return () => clearTimeout(unmute);
  }, [frame, isLoading, send]);

  const setVolume = (next: number) => {
    heard.current = next;
    setVolumeState(next);
    saveVolume(next);
    send('setVolume', [next]);
    send(next === 0 ? 'mute' : 'unMute');
    setMuted(next === 0);
  };

  const controller: LiveController = {
    isPlaying,
    volume,
    isMuted,
    // The site's own captions module: whether a stream has captions is the site's business.
    hasCaptions: true,
    areCaptionsOn,
    hasFailed: false,
    qualityOptions: NO_QUALITIES,
    selectedQuality: 'Auto',
    togglePlay: () => {
      send(isPlaying ? 'pauseVideo' : 'playVideo');
      setPlaying(!isPlaying);
    },
    setVolume,
    stepVolume: (direction) => setVolume(stepVolume(heard.current, direction)),
    toggleMute: () => {
      send(isMuted ? 'unMute' : 'mute');
      setMuted(!isMuted);
    },
    toggleCaptions: () => {
      send(areCaptionsOn ? 'unloadModule' : 'loadModule', ['captions']);
      setCaptionsOn(!areCaptionsOn);
    },
    chooseQuality: () => undefined,
    direct: null,
  };
  return { setFrame, controller };
}
