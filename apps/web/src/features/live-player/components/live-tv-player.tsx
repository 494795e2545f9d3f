// The Live TV player overlay (SPEC 2.22), loaded lazily through the feature's index: a direct
// stream through the Shaka engine, or the video site's embedded player for its 11-character ids.
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { LiveStream } from '@ott/contract';
import { LIVE_PLAYER_LOADING_MS } from '@ott/contract';
import { useDirectStream } from '../hooks/use-direct-stream.ts';
import { useEmbedPlayer } from '../hooks/use-embed-player.ts';
import { parseLiveSource } from '../lib/live-source.ts';
import { LivePlayerFrame } from './live-player-frame.tsx';
import '../i18n.ts';

export interface LiveTvPlayerProps {
  stream: LiveStream;
  onClose(): void;
}

function DirectLivePlayer({ stream, url, kind, isLoading, onClose }: LiveTvPlayerProps & Parameters<typeof useDirectStream>[0] & { isLoading: boolean }) {
  const source = useMemo(() => ({ url, kind }), [url, kind]);
  const { setVideo, controller } = useDirectStream(source, isLoading);
  return (
    <LivePlayerFrame stream={stream} controller={controller} isLoading={isLoading} onClose={onClose}>
      <video ref={setVideo} playsInline crossOrigin="anonymous" poster={stream.thumbnail ?? undefined} className="size-full object-contain" />
    </LivePlayerFrame>
  );
}

function EmbedLivePlayer({ stream, embedUrl, isLoading, onClose }: LiveTvPlayerProps & { embedUrl: string; isLoading: boolean }) {
  const { t } = useTranslation('livePlayer');
  const { setFrame, controller } = useEmbedPlayer(isLoading);
  return (
    <LivePlayerFrame stream={stream} controller={controller} isLoading={isLoading} onClose={onClose}>
      {!isLoading && (
        <iframe
          ref={setFrame}
          src={embedUrl}
          title={t('embedTitle', { title: stream.title })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full border-0"
        />
      )}
    </LivePlayerFrame>
  );
}

const UNPLAYABLE = { isPlaying: false, volume: 0, isMuted: true, hasCaptions: false, areCaptionsOn: false, hasFailed: true, qualityOptions: [], selectedQuality: 'Auto', direct: null } as const;
const noop = () => undefined;

/** Portalled to <body>: a fixed overlay inside the (blurred, sticky) header would be clipped to it. */
export default function LiveTvPlayer(props: LiveTvPlayerProps) {
  return createPortal(<LiveTvPlayerContent {...props} />, document.body);
}

function LiveTvPlayerContent({ stream, onClose }: LiveTvPlayerProps) {
  const source = useMemo(() => parseLiveSource(stream.live_url ?? '', window.location.origin), [stream.live_url]);
  // SPEC 4 'Player (live)': a 2 s spinner on open, then autoplay.
  const [isLoading, setLoading] = useState(true);
  useEffect(() => {
    const id = setTimeout(() => setLoading(false), LIVE_PLAYER_LOADING_MS);
    return () => clearTimeout(id);
  }, []);

  if (source?.type === 'direct') {
    return <DirectLivePlayer stream={stream} url={source.url} kind={source.kind} isLoading={isLoading} onClose={onClose} />;
  }
  if (source?.type === 'embed') {
    return <EmbedLivePlayer stream={stream} embedUrl={source.embedUrl} isLoading={isLoading} onClose={onClose} />;
  }
  const controller = { ...UNPLAYABLE, qualityOptions: [], togglePlay: noop, setVolume: noop, stepVolume: noop, toggleMute: noop, toggleCaptions: noop, chooseQuality: noop };
  return (
    <LivePlayerFrame stream={stream} controller={controller} isLoading={false} onClose={onClose}>
      {null}
    </LivePlayerFrame>
  );
}
