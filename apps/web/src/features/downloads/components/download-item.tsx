// One title on /downloads: poster, title, quality, size, expiry, progress, and its actions.
import { Pause, Play, RotateCw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isDownloadPlayable } from '@ott/contract';
import { SmartImage } from '@/ui/smart-image.tsx';
import type { DownloadRecord } from '../lib/download-records.ts';
import { expiryLabel, showsFirstPlayRule } from '../lib/expiry-label.ts';
import { formatSize } from '../lib/format-size.ts';
import { DownloadProgress } from './download-progress.tsx';
import '../i18n.ts';

const ICON_BUTTON = 'grid size-11 place-items-center rounded-full bg-white/10 text-white transition hover:bg-white/20 disabled:opacity-50';

export interface DownloadItemProps {
  record: DownloadRecord;
  now: number;
  isBusy: boolean;
  onPlay(): void;
  onPause(): void;
  onResume(): void;
  onDelete(): void;
}

export function DownloadItem({ record, now, isBusy, ...on }: DownloadItemProps) {
  const { t, i18n } = useTranslation('downloads');
  const expiry = expiryLabel(record.expiresAt, now);
  const size = record.storedBytes ?? record.estimatedBytes;
  const canPlay = record.state === 'done' && isDownloadPlayable(record.expiresAt, now);
  const status =
    record.state === 'downloading'
      ? t('downloading', { percent: Math.round(record.progress * 100) })
      : record.state === 'paused'
        ? t('paused')
        : record.state === 'failed'
          ? t('failed')
          : null;
  return (
    <li className="flex gap-4 rounded-2xl bg-surface p-3 ring-1 ring-white/10 md:p-4">
      <div className="aspect-[2/3] w-20 shrink-0 overflow-hidden rounded-lg bg-white/5 md:w-24">
        {record.posterUrl && <SmartImage src={record.posterUrl} alt="" className="size-full object-cover" />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h2 className="truncate text-base font-semibold md:text-lg">{record.title}</h2>
        <p className="text-sm text-white/65">
          {t('quality', { height: record.height })}
          {size > 0 ? ` · ${formatSize(size, i18n.language)}` : ''}
        </p>
        <p className={expiry.key === 'expired' ? 'text-sm font-semibold text-red-400' : 'text-sm text-white/65'}>
          {expiry.key === 'expired' ? t('expired') : t(expiry.key, { count: expiry.count })}
        </p>
        {showsFirstPlayRule(record.expiresAt, record.firstPlayedAt, now) && <p className="text-xs text-white/50">{t('expiresAfterPlay')}</p>}
        {status && (
          <div className="mt-1 space-y-1.5">
            <p className="text-sm font-semibold" aria-live="polite">
              {status}
            </p>
            <DownloadProgress value={record.progress} label={t('progress')} />
          </div>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          {canPlay && (
            <button type="button" onClick={on.onPlay} aria-label={t('play', { title: record.title })} className="inline-flex h-11 items-center gap-2 rounded-full bg-brand px-5 text-sm font-bold text-white hover:bg-brand-2">
              <Play className="size-4 fill-current" aria-hidden="true" />
              {t('playShort')}
            </button>
          )}
          {record.state === 'downloading' && (
            <button type="button" onClick={on.onPause} disabled={isBusy} aria-label={t('pauseTitle', { title: record.title })} className={ICON_BUTTON}>
              <Pause className="size-5" aria-hidden="true" />
            </button>
          )}
          {(record.state === 'paused' || record.state === 'failed') && (
            <button type="button" onClick={on.onResume} disabled={isBusy} aria-label={t('resumeTitle', { title: record.title })} className={ICON_BUTTON}>
              <RotateCw className="size-5" aria-hidden="true" />
            </button>
          )}
          <button type="button" onClick={on.onDelete} disabled={isBusy} aria-label={t('deleteTitle', { title: record.title })} className={ICON_BUTTON}>
            <Trash2 className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </li>
  );
}
