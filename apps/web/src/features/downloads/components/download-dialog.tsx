// The movie page's download dialog (issue 18.3): choose a quality and start; then progress with
// Pause (which stops: Shaka's Storage cannot pause) and Resume (which starts again), and Delete.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { downloadsKeys } from '@/api/downloads/downloads.ts';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { Modal } from '@/ui/modal.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import type { DownloadRecord } from '../lib/download-records.ts';
import { pauseDownload, removeDownload, resumeDownload, startDownload, type DownloadableVideo } from '../lib/download-manager.ts';
import { formatSize } from '../lib/format-size.ts';
import { fetchDownloadQualities } from '../lib/stream-qualities.ts';
import { DownloadProgress } from './download-progress.tsx';
import { QualityChooser } from './quality-chooser.tsx';
import '../i18n.ts';

const BUTTON = 'inline-flex h-11 items-center justify-center gap-2 rounded-xl px-5 text-sm font-semibold transition disabled:opacity-60';
const PRIMARY = `${BUTTON} bg-brand text-white hover:bg-brand-2`;
const SECONDARY = `${BUTTON} bg-white/10 text-white hover:bg-white/20`;

function refusal(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage && error.status >= 400 && error.status < 500 ? error.serverMessage : fallback;
}

function Chooser({ video, owner, onStarted }: { video: DownloadableVideo; owner: string; onStarted(): void }) {
  const { t } = useTranslation('downloads');
  const [height, setHeight] = useState<number | null>(null);
  const [isStarting, setStarting] = useState(false);
  const queryClient = useQueryClient();
  const qualities = useQuery({
    queryKey: ['download-qualities', video.id, video.hls_url],
    queryFn: ({ signal }) => fetchDownloadQualities(video.hls_url ?? '', signal),
    enabled: !!video.hls_url,
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (qualities.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label={t('readingQualities')} className="size-8" />
      </div>
    );
  }
  if (qualities.isError || qualities.data.length === 0) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-white/70">{t('qualitiesFailed')}</p>
        <button type="button" className={SECONDARY} onClick={() => void qualities.refetch()}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }
  const chosen = qualities.data.find((quality) => quality.height === (height ?? qualities.data[0]?.height)) ?? null;
  const start = () => {
    if (!chosen) return;
    setStarting(true);
    // The licence is asked for first: a refusal (limit, plan) comes back before anything is stored.
    const started = startDownload(video, chosen, owner);
    started.catch((error: unknown) => {
      setStarting(false);
      toast.error(refusal(error, t('downloadFailed')));
    });
    // The record appears once the licence is granted; the dialog then shows progress.
    void started.then(onStarted, () => undefined);
    // The count against the plan's limit changes with the licence.
    void started.finally(() => queryClient.invalidateQueries({ queryKey: downloadsKeys.all })).catch(() => undefined);
  };
  return (
    <div className="space-y-5">
      <QualityChooser qualities={qualities.data} durationSeconds={video.duration} value={chosen?.height ?? null} onChange={setHeight} />
      <button type="button" className={`${PRIMARY} w-full`} disabled={!chosen || isStarting} onClick={start}>
        {t('startDownload')}
      </button>
    </div>
  );
}

function Progress({ record, onDeleted }: { record: DownloadRecord; onDeleted(): void }) {
  const { t, i18n } = useTranslation('downloads');
  const [isBusy, setBusy] = useState(false);
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    void action()
      .catch((error: unknown) => toast.error(refusal(error, t('downloadFailed'))))
      .finally(() => setBusy(false));
  };
  const percent = Math.round(record.progress * 100);
  const status =
    record.state === 'done'
      ? t('downloaded')
      : record.state === 'downloading'
        ? t('downloading', { percent })
        : record.state === 'paused'
          ? t('paused')
          : t('failed');
  const size = record.storedBytes ?? record.estimatedBytes;
  return (
    <div className="space-y-4">
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-semibold" aria-live="polite">
          {status}
        </p>
        <p className="text-sm text-white/60">
          {t('quality', { height: record.height })}
          {size > 0 ? ` · ${formatSize(size, i18n.language)}` : ''}
        </p>
      </div>
      {record.state !== 'done' && <DownloadProgress value={record.progress} />}
      {record.state !== 'done' && <p className="text-xs text-white/55">{t('pauseNote')}</p>}
      <div className="flex flex-wrap gap-3">
        {record.state === 'downloading' && (
          <button type="button" className={SECONDARY} disabled={isBusy} onClick={() => run(() => pauseDownload(record.videoId))}>
            {t('pause')}
          </button>
        )}
        {(record.state === 'paused' || record.state === 'failed') && (
          <button type="button" className={PRIMARY} disabled={isBusy} onClick={() => run(() => resumeDownload(record))}>
            {t('resume')}
          </button>
        )}
        {record.state === 'done' && (
          <Link to={paths.downloads} className={PRIMARY}>
            {t('openDownloads')}
          </Link>
        )}
        <button
          type="button"
          className={SECONDARY}
          disabled={isBusy}
          onClick={() =>
            run(async () => {
              await removeDownload(record);
              toast.success(t('deleted'));
              onDeleted();
            })
          }
        >
          {t('delete')}
        </button>
      </div>
    </div>
  );
}

export function DownloadDialog(props: { open: boolean; onClose(): void; video: DownloadableVideo; owner: string; record: DownloadRecord | null }) {
  const { t } = useTranslation('downloads');
  return (
    <Modal open={props.open} onClose={props.onClose} title={t('downloadTitle', { title: props.video.title })}>
      {props.record ? (
        <Progress record={props.record} onDeleted={() => undefined} />
      ) : (
        <Chooser video={props.video} owner={props.owner} onStarted={() => undefined} />
      )}
    </Modal>
  );
}
