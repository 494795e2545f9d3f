// /downloads (SPEC 2.1; issue 18.3): the titles kept on this device, playable with the network off.
// Online, the page first asks the server which licences still hold and deletes the copies that
// expired or are no longer covered; offline, it judges each copy by its stored expiry. Signed-in
// users only (the router's RequireAuth).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Compass, Download, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { downloadsKeys, downloadsQueryOptions } from '@/api/downloads/downloads.ts';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { DownloadItem } from '../components/download-item.tsx';
import { OfflinePlayer } from '../components/offline-player.tsx';
import { SpaceUsed } from '../components/space-used.tsx';
import { useOnline } from '../hooks/use-online.ts';
import { useSpaceUsed } from '../hooks/use-space-used.ts';
import { recordsOf, useDownloadRecords, type DownloadRecord } from '../lib/download-records.ts';
import { beginOfflinePlay, pauseDownload, removeDownload, removeOrphanCopies, resumeDownload, syncWithServer } from '../lib/download-manager.ts';
import '../i18n.ts';

/** Online: the server's word on every copy, then tidy IndexedDB of copies nobody lists. */
function useSync(owner: string | null, isOnline: boolean) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('downloads');
  useEffect(() => {
    if (!owner) return;
    let isCurrent = true;
    void (async () => {
      if (isOnline) {
        const before = recordsOf(useDownloadRecords.getState().records, owner).length;
        try {
          await syncWithServer(owner);
          const removed = before - recordsOf(useDownloadRecords.getState().records, owner).length;
          if (isCurrent && removed > 0) toast.info(t('removedStale', { count: removed }));
          void queryClient.invalidateQueries({ queryKey: downloadsKeys.all });
        } catch {
          // The server is unreachable after all: the stored expiries still decide.
        }
      }
      await removeOrphanCopies().catch(() => undefined);
    })();
    return () => {
      isCurrent = false;
    };
  }, [owner, isOnline, queryClient, t]);
}

/**
 * The time to judge expiries by: read again whenever the copies change (a first play that just moved
 * a copy's expiry to 48 hours from now, measured against the time the page opened, read "Expires in
 * 2 days") and every minute, so expiries count down and an expired copy stops offering Play.
 */
function useNow(records: unknown): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((count) => count + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
  return useMemo(() => Date.now(), [tick, records]);
}

export function Component() {
  const { t } = useTranslation('downloads');
  const owner = useSession((s) => s.phone);
  const isOnline = useOnline();
  const all = useDownloadRecords((s) => s.records);
  const now = useNow(all);
  const records = recordsOf(all, owner);
  const plan = useQuery({ ...downloadsQueryOptions(), enabled: isOnline });
  const space = useSpaceUsed(records);
  const [playing, setPlaying] = useState<DownloadRecord | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  useSync(owner, isOnline);

  const act = useCallback(
    (record: DownloadRecord, action: () => Promise<void>, done?: string) => {
      setBusy(record.videoId);
      void action()
        .then(() => done && toast.success(done))
        .catch(() => toast.error(t('downloadFailed')))
        .finally(() => setBusy(null));
    },
    [t],
  );
  const play = (record: DownloadRecord) => {
    if (!beginOfflinePlay(record)) return void toast.error(t('expiredCannotPlay'));
    setPlaying(record);
  };

  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 pb-12 md:px-8 md:pt-10">
      <header className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-11 place-items-center rounded-xl bg-brand/15 text-brand-2">
          <Download className="size-6" />
        </span>
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">{t('pageTitle')}</h1>
          <p className="text-sm text-white/65">{t('pageLead')}</p>
        </div>
      </header>

      {!isOnline && (
        <p role="status" className="mt-5 flex items-center gap-2 rounded-xl bg-amber-400/10 px-4 py-3 text-sm text-amber-200 ring-1 ring-amber-300/30">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t('offlineNotice')}
        </p>
      )}

      <div className="mt-6">
        <SpaceUsed space={space} used={plan.data?.used ?? null} limit={plan.data?.limit ?? null} />
      </div>

      {records.length === 0 ? (
        <section className="mt-8 rounded-2xl bg-surface-2 p-8 text-center ring-1 ring-white/10">
          <h2 className="text-lg font-semibold">{t('emptyTitle')}</h2>
          <p className="mt-2 text-sm text-white/65">{t('emptyBody')}</p>
          <Link to={paths.home} className="mt-5 inline-flex h-11 items-center gap-2 rounded-xl bg-brand px-5 text-sm font-bold text-white hover:bg-brand-2">
            <Compass aria-hidden="true" className="size-4" />
            {t('browse')}
          </Link>
        </section>
      ) : (
        <ul aria-label={t('pageTitle')} className="mt-6 space-y-3">
          {records.map((record) => (
            <DownloadItem
              key={record.videoId}
              record={record}
              now={now}
              isBusy={busy === record.videoId}
              onPlay={() => play(record)}
              onPause={() => act(record, () => pauseDownload(record.videoId))}
              onResume={() => act(record, () => resumeDownload(record))}
              onDelete={() => act(record, () => removeDownload(record), t('deleted'))}
            />
          ))}
        </ul>
      )}

      {playing?.offlineUri && <OfflinePlayer offlineUri={playing.offlineUri} title={playing.title} onClose={() => setPlaying(null)} />}
    </div>
  );
}
