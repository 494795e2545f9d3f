// Plays a stored copy (issue 18.3) with Shaka's player.load(offlineUri): segments come from
// IndexedDB, so it plays with the network off. The browser's own controls: nothing here needs the
// network, the playback sessions or the quality menu of the online player.
import { useEffect, useRef, useState } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { loadShakaOffline, useScrollLock } from '@/features/player/index.ts';
import '../i18n.ts';

export function OfflinePlayer({ offlineUri, title, onClose }: { offlineUri: string; title: string; onClose(): void }) {
  const { t } = useTranslation('downloads');
  const video = useRef<HTMLVideoElement>(null);
  const [hasFailed, setFailed] = useState(false);
  useScrollLock(true);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let isCancelled = false;
    let destroy: (() => Promise<unknown>) | null = null;
    void (async () => {
      try {
        const { loadShaka } = await loadShakaOffline();
        const shaka = await loadShaka();
        if (isCancelled) return;
        const player = new shaka.Player();
        destroy = () => player.destroy();
        await player.attach(element);
        await player.load(offlineUri);
        if (!isCancelled) await element.play().catch(() => undefined);
      } catch {
        if (!isCancelled) setFailed(true);
      }
    })();
    return () => {
      isCancelled = true;
      void destroy?.();
    };
  }, [offlineUri]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div role="dialog" aria-modal="true" aria-label={title} className="fixed inset-0 z-[100] flex flex-col bg-black">
      <div className="flex items-center justify-between gap-3 px-4 py-3">
        <h2 className="truncate text-base font-semibold">{title}</h2>
        <button type="button" onClick={onClose} aria-label={t('closePlayer')} className="rounded-full p-2 hover:bg-white/10">
          <X className="size-6" aria-hidden="true" />
        </button>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center">
        {/* A stored copy carries no captions: they are separate WebVTT files that need the network. */}
        <video ref={video} controls playsInline autoFocus className="size-full max-h-full bg-black object-contain" aria-label={title} />
        {hasFailed && (
          <p role="alert" className="absolute inset-x-4 top-1/2 -translate-y-1/2 text-center text-white/80">
            {t('playFailed')}
          </p>
        )}
      </div>
    </div>
  );
}
