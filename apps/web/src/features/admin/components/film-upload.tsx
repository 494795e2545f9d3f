// Picking a film (a button or a drop) and the upload's progress line: percent, speed, time left,
// Cancel, and the server's refusal as it sent it.
import { useId, useRef, useState, type DragEvent } from 'react';
import { UploadCloud } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import type { FilmUploadState } from '../hooks/use-film-upload.ts';
import { translateMessage } from '../lib/server-message.ts';
import { formatBytes, formatMegabytesPerSecond, formatTimeLeft, uploadPercent } from '../lib/upload-format.ts';

export const FILM_ACCEPT = 'video/*,.mp4,.mov,.mkv,.webm,.m4v';

export function FilmPicker({ file, onFile, disabled, error }: { file: File | null; onFile(file: File): void; disabled?: boolean; error?: string | null }) {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const id = useId();
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-white/80">
        {t('filmFile')}
      </p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          over ? 'border-brand-2 bg-brand/10' : error ? 'border-brand-2/70' : 'border-white/20 bg-white/3',
        )}
      >
        <UploadCloud aria-hidden="true" className="size-8 text-white/60" />
        {file ? (
          <p className="text-sm break-all text-white">
            {file.name} <span className="text-white/60">· {formatBytes(file.size)}</span>
          </p>
        ) : (
          <p className="text-sm text-white/70">{t('dropFilm')}</p>
        )}
        <input
          ref={input}
          type="file"
          accept={FILM_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-labelledby={`${id}-label`}
          disabled={disabled}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) onFile(chosen);
            event.target.value = '';
          }}
        />
        <Button variant="secondary" size="sm" disabled={disabled} aria-describedby={error ? `${id}-error` : undefined} onClick={() => input.current?.click()}>
          {file ? t('chooseOtherFile') : t('chooseFile')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-brand-2">
          {error}
        </p>
      )}
    </div>
  );
}

export function UploadProgress({ state, onCancel }: { state: FilmUploadState; onCancel(): void }) {
  const { t } = useTranslation('admin');
  if (state.phase === 'idle') return null;
  const percent = uploadPercent(state.sent, state.total);
  const moving = state.phase === 'starting' || state.phase === 'uploading';
  return (
    <div className="rounded-2xl bg-surface-2 p-4 ring-1 ring-white/10" aria-live="polite">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p className="font-semibold">
          {state.phase === 'done' ? t('uploadDone') : state.phase === 'cancelled' ? t('msg_uploadCancelled') : state.phase === 'failed' ? t('uploadStopped') : t('uploadProgress', { percent })}
        </p>
        {moving && (
          <p className="text-white/70 tabular-nums">
            {state.speed !== null && <span>{t('uploadSpeed', { speed: formatMegabytesPerSecond(state.speed) })}</span>}
            {state.secondsLeft !== null && <span> · {t('uploadTimeLeft', { time: formatTimeLeft(state.secondsLeft) })}</span>}
          </p>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={t('uploadProgressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div className={cn('h-full rounded-full transition-[width]', state.phase === 'failed' ? 'bg-brand-2' : 'bg-sky-400')} style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-xs text-white/60 tabular-nums">
        {formatBytes(state.sent)} / {formatBytes(state.total)}
        {state.resumed && moving && <span> · {t('uploadResumed')}</span>}
      </p>
      {state.phase === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-brand-2">
          {state.error ? translateMessage(t, state.error) : t('uploadFailed')}
        </p>
      )}
      {moving && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onCancel}>
          {t('cancelUpload')}
        </Button>
      )}
    </div>
  );
}
