// The console's preview: a plain <video> with its own controls, the title's HLS stream through
// Shaka Player (fetched only when a preview shows), or the browser's own HLS where Shaka cannot run.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type shakaNamespace from 'shaka-player/dist/shaka-player.compiled-es2021.js';
import { storage } from '@/lib/storage.ts';
import { SectionCard } from '@/ui/section-card.tsx';

type Shaka = typeof shakaNamespace;

async function attach(video: HTMLVideoElement, url: string): Promise<() => void> {
  const module = await import('shaka-player/dist/shaka-player.compiled-es2021.js');
  const shaka = ((module as { default?: Shaka }).default ?? module) as Shaka;
  shaka.polyfill.installAll();
  if (!shaka.Player.isBrowserSupported()) {
    video.src = url;
    return () => video.removeAttribute('src');
  }
  const player = new shaka.Player();
  // Content keys of a protected title come from our API, which knows the operator by cookie or token.
  player.getNetworkingEngine()?.registerRequestFilter((_type, request) => {
    const token = storage.get('token');
    if (token && request.uris.every((uri) => new URL(uri, window.location.href).origin === window.location.origin)) request.headers.Authorization = `Bearer ${token}`;
  });
  await player.attach(video);
  try {
    await player.load(url);
  } catch (error) {
    void player.destroy();
    throw error;
  }
  return () => void player.destroy();
}

/** The player alone (the title's preview card, the promo clip panel). */
export function PreviewVideo({ url, poster, label }: { url: string; poster: string | null; label: string }) {
  const { t } = useTranslation('admin');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let detach: (() => void) | null = null;
    let live = true;
    setFailed(false);
    attach(element, url)
      .then((stop) => (live ? (detach = stop) : stop()))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      detach?.();
    };
  }, [url]);

  return (
    <>
      <video ref={video} controls playsInline preload="metadata" poster={poster ?? undefined} aria-label={label} className="aspect-video w-full rounded-xl bg-black" />
      {failed && (
        <p role="alert" className="mt-2 text-sm text-brand-2">
          {t('previewFailed')}
        </p>
      )}
    </>
  );
}

export function PreviewPlayer({ url, poster }: { url: string | null; poster: string | null }) {
  const { t } = useTranslation('admin');
  return (
    <SectionCard title={t('previewTitle')}>
      {url ? (
        <PreviewVideo url={url} poster={poster} label={t('previewTitle')} />
      ) : (
        <p className="grid aspect-video place-items-center rounded-xl bg-black/40 px-4 text-center text-sm text-white/60">{t('previewNotReady')}</p>
      )}
    </SectionCard>
  );
}
