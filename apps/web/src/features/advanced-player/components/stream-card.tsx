// One demo stream (SPEC 2.22): poster, LIVE/DASH/DRM badge, title and what it shows. The whole card
// is one button; while the stream cannot play it is disabled and says so.
import { Lock, Play, Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DemoStream } from '@ott/contract';
import { cn } from '@/ui/cn.ts';
import { SmartImage } from '@/ui/smart-image.tsx';

function Badge({ stream }: { stream: DemoStream }) {
  const { t } = useTranslation('advancedPlayer');
  if (stream.is_live) {
    return (
      <span className="inline-flex items-center gap-1 rounded-md bg-brand px-2 py-0.5 text-[11px] font-bold tracking-wider text-white shadow">
        <Radio aria-hidden="true" className="size-3 animate-pulse" />
        {t('badgeLive')}
      </span>
    );
  }
  if (stream.is_protected) {
    return (
      <span className="inline-flex items-center gap-1 rounded-md bg-gold px-2 py-0.5 text-[11px] font-bold tracking-wider text-black shadow">
        <Lock aria-hidden="true" className="size-3" />
        {t('badgeDrm')}
      </span>
    );
  }
  return <span className="rounded-md bg-sky-500 px-2 py-0.5 text-[11px] font-bold tracking-wider text-white shadow">{t('badgeDash')}</span>;
}

export function StreamCard({ stream, onChoose }: { stream: DemoStream; onChoose(stream: DemoStream): void }) {
  const { t } = useTranslation('advancedPlayer');
  const title = t(`card_${stream.id}`, { defaultValue: stream.title });
  return (
    <li>
      <button
        type="button"
        onClick={() => onChoose(stream)}
        disabled={!stream.available}
        aria-label={t('watch', { title })}
        data-testid={`demo-stream-${stream.id}`}
        className="group flex w-full flex-col overflow-hidden rounded-2xl bg-surface text-left ring-1 ring-white/10 transition hover:-translate-y-0.5 hover:ring-white/25 focus-visible:ring-2 focus-visible:ring-brand-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:hover:translate-y-0"
      >
        <div className="relative aspect-video w-full overflow-hidden">
          <SmartImage src={stream.poster ?? undefined} alt="" className={cn('size-full transition duration-500 group-hover:scale-105', !stream.available && 'opacity-40 grayscale')} />
          <div className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/10 to-transparent" />
          <div className="absolute top-3 left-3">
            <Badge stream={stream} />
          </div>
          {stream.available ? (
            <span aria-hidden="true" className="absolute inset-0 m-auto grid size-14 place-items-center rounded-full bg-white/15 opacity-90 ring-1 ring-white/30 backdrop-blur transition group-hover:scale-110 group-hover:bg-brand">
              <Play className="size-6 translate-x-0.5 fill-current" />
            </span>
          ) : (
            <span className="absolute inset-x-3 bottom-3 rounded-lg bg-black/70 px-3 py-1.5 text-center text-xs font-medium text-white/80">{t('unavailable')}</span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1.5 p-4">
          <h3 className="text-base font-semibold">{title}</h3>
          <p className="text-sm leading-relaxed text-white/60">{t(`cardBody_${stream.id}`, { defaultValue: stream.description })}</p>
        </div>
      </button>
    </li>
  );
}
