// The plan's streams are all in use (issue 18.1): the devices playing now, each with "Stop playback
// there and watch here", and a way back. Shown over the paused player, inside it (so it also works
// in full screen); focus moves to the first choice.
import { useEffect, useRef } from 'react';
import { MonitorPlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toTitleCase, type ActiveStream, type StreamLimitResponse } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import '../stream-limit-i18n.ts';

interface StreamLimitDialogProps {
  answer: StreamLimitResponse;
  isBusy: boolean;
  hasFailed: boolean;
  onTakeOver(streamId: string): void;
  onClose?: () => void;
}

function startedTime(iso: string, language: string): string {
  const date = new Date(iso);
  const isToday = date.toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(language === 'te' ? 'te-IN' : 'en-IN', {
    ...(isToday ? {} : { day: 'numeric', month: 'short' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

export function StreamLimitDialog({ answer, isBusy, hasFailed, onTakeOver, onClose }: StreamLimitDialogProps) {
  const { t, i18n } = useTranslation('playerStreams');
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.querySelector('button')?.focus(), []);
  const message = answer.limit === 1 ? t('limitMessageOne') : t('limitMessageMany', { count: answer.limit });
  const row = (stream: ActiveStream) => {
    const device = stream.device_label ?? t('unknownDevice');
    return (
      <li key={stream.id} className="flex flex-col gap-3 rounded-xl bg-white/5 p-3 sm:flex-row sm:items-center">
        <MonitorPlay className="hidden size-6 shrink-0 text-brand-2 sm:block" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{device}</p>
          <p className="truncate text-sm text-white/70">{toTitleCase(stream.title)}</p>
          <p className="text-xs text-white/50">{t('startedAt', { time: startedTime(stream.started_at, i18n.language) })}</p>
        </div>
        <Button
          size="sm"
          disabled={isBusy}
          onClick={() => onTakeOver(stream.id)}
          aria-label={t('takeOverOn', { device })}
          className="shrink-0 whitespace-normal py-1 text-left sm:max-w-56"
        >
          {t('takeOver')}
        </Button>
      </li>
    );
  };
  return (
    <div className="absolute inset-0 z-30 flex items-center justify-center overflow-y-auto bg-black/85 p-4">
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="stream-limit-title"
        aria-describedby="stream-limit-message"
        className="w-full max-w-lg rounded-2xl bg-surface p-5 text-white shadow-2xl ring-1 ring-white/10 sm:p-6"
      >
        <h2 id="stream-limit-title" className="text-lg font-bold sm:text-xl">
          {t('limitTitle')}
        </h2>
        <p id="stream-limit-message" className="mt-2 text-sm text-white/80 sm:text-base">
          {message}
        </p>
        <h3 className="mt-4 text-xs font-semibold tracking-wide text-white/60 uppercase">{t('playingNow')}</h3>
        <ul className="mt-2 space-y-2">{answer.streams.map(row)}</ul>
        <p className="mt-3 text-xs text-white/60">{t('pausedCounts')}</p>
        <div aria-live="polite" className="mt-2 min-h-5 text-sm">
          {isBusy && <span className="text-white/80">{t('takingOver')}</span>}
          {hasFailed && <span className="text-brand-2">{t('actionFailed')}</span>}
        </div>
        {onClose && (
          <div className="mt-2 flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('notNow')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
