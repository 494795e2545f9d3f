// The active hero slide's promo (SPEC 4 'Hero carousel'): plays once under the slide's text with the
// carousel's shared mute, fades in over the backdrop on its first frame, pauses while the tab is
// hidden, and reports its end (the carousel then advances) or its failure (the backdrop stays).
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/ui/cn.ts';
import { attachHeroStream } from '../lib/hero-stream.ts';

export interface HeroVideoProps {
  url: string;
  muted: boolean;
  paused: boolean;
  onEnded(): void;
  onFailed(): void;
  /** Sound was asked for but the browser refused to autoplay with it: the carousel mutes. */
  onSoundBlocked(): void;
}

export default function HeroVideo({ url, muted, paused, onEnded, onFailed, onSoundBlocked }: HeroVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [attached, setAttached] = useState(false);
  const [isPlaying, setPlaying] = useState(false);
  const failed = useRef(onFailed);
  const soundBlocked = useRef(onSoundBlocked);
  useEffect(() => {
    failed.current = onFailed;
    soundBlocked.current = onSoundBlocked;
  });

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let detach: (() => void) | undefined;
    let cancelled = false;
    // Not a React prop: detaching on unmount must not report the emptied element as a failure.
    video.onerror = () => failed.current();
    attachHeroStream(video, url).then(
      (done) => (cancelled ? done() : ((detach = done), setAttached(true))),
      () => !cancelled && failed.current(),
    );
    return () => {
      cancelled = true;
      video.onerror = null;
      detach?.();
    };
  }, [url]);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = muted;
    if (!attached) return;
    if (paused) return void video.pause();
    Promise.resolve(video.play()).catch((error: unknown) => {
      // Autoplay with sound needs a gesture on this page: fall back to the muted start.
      if ((error as { name?: string } | null)?.name === 'NotAllowedError' && !video.muted) soundBlocked.current();
    });
  }, [attached, paused, muted]);

  return (
    <video
      ref={ref}
      muted={muted}
      playsInline
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setPlaying(true)}
      onEnded={onEnded}
      data-testid="hero-video"
      className={cn('pointer-events-none absolute inset-0 size-full object-cover transition-opacity duration-700', isPlaying ? 'opacity-100' : 'opacity-0')}
    />
  );
}
