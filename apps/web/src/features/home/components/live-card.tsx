import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LiveStream } from '@ott/contract';
import { canOpen } from '@/api/live/list-live-streams.ts';
import { preloadLiveTvPlayer } from '@/features/live-player/index.ts';
import { SmartImage } from '@/ui/smart-image.tsx';

/**
 * 16:9 live channel card, 280x157.5 (SPEC 9 landscape card), with a pulsing LIVE tag. It opens
 * the Live TV player when the stream has a live_url (SPEC 5 'Playback'), or the premium popup for
 * a premium channel the viewer may not watch (the server withheld its stream).
 */
export function LiveCard({ stream, onOpen }: { stream: LiveStream; onOpen(stream: LiveStream): void }) {
  const { t } = useTranslation('home');
  const isOpenable = canOpen(stream);
  return (
    <button
      type="button"
      onClick={() => onOpen(stream)}
      onPointerEnter={isOpenable ? preloadLiveTvPlayer : undefined}
      disabled={!isOpenable}
      aria-label={t('watchLive', { title: stream.title })}
      className="group block w-[280px] rounded-xl text-left disabled:cursor-not-allowed disabled:opacity-60"
    >
      <div className="relative h-[157.5px] w-[280px] overflow-hidden rounded-xl bg-surface ring-1 ring-white/10 transition duration-300 group-enabled:group-hover:-translate-y-1 group-enabled:group-hover:ring-brand/60">
        <SmartImage src={stream.thumbnail || undefined} alt="" sizes="280px" className="size-full transition-transform duration-500 group-enabled:group-hover:scale-105" />
        <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/80 via-transparent to-black/20" />
        <span className="absolute left-2.5 top-2.5 inline-flex items-center gap-1.5 rounded-md bg-brand px-2 py-1 text-[10px] font-extrabold tracking-wider text-white shadow">
          <span className="relative flex size-1.5">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-white opacity-75" />
            <span className="relative inline-flex size-1.5 rounded-full bg-white" />
          </span>
          {t('live')}
        </span>
        {stream.is_premium && (
          <span className="absolute right-2.5 top-2.5 grid size-6 place-items-center rounded-full bg-gold text-black shadow">
            <Crown aria-hidden="true" className="size-3.5" />
          </span>
        )}
        <p className="absolute inset-x-3 bottom-2.5 truncate text-sm font-semibold text-white" title={stream.title}>
          {stream.title}
        </p>
      </div>
      {stream.description && <p className="mt-2 line-clamp-1 text-xs text-muted">{stream.description}</p>}
    </button>
  );
}
