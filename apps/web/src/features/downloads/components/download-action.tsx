// The movie page's Download control (issue 18.3). A viewer whose plan includes downloads gets the
// button (its label follows the download: progress, paused, downloaded); anyone else is told that
// downloads come with the Premium plan. Nothing of Shaka loads until a download starts.
import { useState } from 'react';
import { Check, Download, Pause } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn.ts';
import { useDownloadState } from '../hooks/use-download-state.ts';
import type { DownloadableVideo } from '../lib/download-manager.ts';
import { canStoreOffline } from '../lib/offline-storage.ts';
import { DownloadDialog } from './download-dialog.tsx';
import { DownloadNote } from './download-note.tsx';
import '../i18n.ts';

export function DownloadAction({ video }: { video: DownloadableVideo }) {
  const { t } = useTranslation('downloads');
  const { owner, hasDownloads, record } = useDownloadState(video.id);
  const [isOpen, setOpen] = useState(false);
  if (hasDownloads === null) return null;
  if (!hasDownloads || !owner) return <DownloadNote />;
  if (!video.hls_url && !record) return null;
  if (!canStoreOffline()) return <p className="text-sm text-white/60">{t('notSupported')}</p>;
  const label = !record
    ? t('download')
    : record.state === 'done'
      ? t('downloaded')
      : record.state === 'downloading'
        ? t('downloading', { percent: Math.round(record.progress * 100) })
        : record.state === 'paused'
          ? t('paused')
          : t('failed');
  const Icon = record?.state === 'done' ? Check : record?.state === 'paused' ? Pause : Download;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={cn(
          'relative inline-flex h-11 w-full items-center justify-center gap-2 overflow-hidden rounded-xl bg-white/10 px-5 text-sm font-semibold whitespace-nowrap text-white backdrop-blur transition hover:bg-white/20 md:h-12 md:w-auto',
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
        {label}
        {record && record.state !== 'done' && (
          <span aria-hidden="true" className="absolute inset-x-3 bottom-1 h-1 overflow-hidden rounded-full bg-white/15">
            <span className="block h-full bg-brand" style={{ width: `${Math.round(record.progress * 100)}%` }} />
          </span>
        )}
      </button>
      <DownloadDialog open={isOpen} onClose={() => setOpen(false)} video={video} owner={owner} record={record} />
    </>
  );
}
