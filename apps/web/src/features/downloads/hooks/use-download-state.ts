// The signed-in viewer's download terms (GET /api/downloads/: the plan's limit) and this device's
// record of one title, for the movie page's Download control.
import { useQuery } from '@tanstack/react-query';
import { downloadsQueryOptions } from '@/api/downloads/downloads.ts';
import { useSession } from '@/lib/session.ts';
import { useDownloadRecords, type DownloadRecord } from '../lib/download-records.ts';

export function useDownloadState(videoId: number) {
  const owner = useSession((s) => (s.isAuthenticated ? s.phone : null));
  const plan = useQuery({ ...downloadsQueryOptions(), enabled: owner !== null });
  const record = useDownloadRecords((s) => s.records[String(videoId)]);
  const ownRecord: DownloadRecord | null = record && record.owner === owner ? record : null;
  return {
    owner,
    /** Known only once the plan answered; null while unknown. */
    hasDownloads: owner === null ? false : plan.data ? plan.data.limit > 0 : null,
    record: ownRecord,
  };
}
