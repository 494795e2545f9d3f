// What this device keeps offline (issue 18.3): one record per title, mirrored in localStorage
// (STORAGE_KEYS.offlineDownloads) so the /downloads page can list and judge copies with the network
// off. The copies themselves are in IndexedDB (Shaka's offline storage, lib/offline-storage.ts).
// Signing out clears localStorage (SPEC 4); copies left without a record are deleted next time.
import { create } from 'zustand';
import { storage } from '@/lib/storage.ts';

export type DownloadState = 'downloading' | 'paused' | 'done' | 'failed';

export interface DownloadRecord {
  readonly videoId: number;
  /** The server's licence (POST /api/downloads/). */
  readonly licenceId: number;
  /** The signed-in phone that made it: another account on this device never sees it. */
  readonly owner: string;
  readonly title: string;
  readonly posterUrl: string | null;
  readonly height: number;
  /** Epoch ms. */
  readonly createdAt: number;
  /** Epoch ms: the licence's expiry, made sooner by a first play (also offline). */
  readonly expiresAt: number;
  readonly firstPlayedAt: number | null;
  /** A first play the server has not heard of yet (made offline). */
  readonly playedPending: boolean;
  readonly state: DownloadState;
  /** 0..1 while downloading; where a paused download had got to. */
  readonly progress: number;
  readonly estimatedBytes: number;
  /** Bytes stored, once done. */
  readonly storedBytes: number | null;
  /** Shaka's offline URI, once done. */
  readonly offlineUri: string | null;
}

type Records = Readonly<Record<string, DownloadRecord>>;

interface Stored {
  records: Records;
  /** Licences deleted on this device while offline: DELETEd on the server when next online. */
  pendingDeletes: readonly number[];
}

function isRecord(value: unknown): value is DownloadRecord {
  const r = value as Partial<DownloadRecord> | null;
  return (
    !!r &&
    typeof r.videoId === 'number' &&
    typeof r.licenceId === 'number' &&
    typeof r.owner === 'string' &&
    typeof r.expiresAt === 'number' &&
    typeof r.state === 'string'
  );
}

function read(): Stored {
  const stored = storage.getJson<{ records?: unknown; pendingDeletes?: unknown }>('offlineDownloads');
  const records: Record<string, DownloadRecord> = {};
  const rawRecords = stored && typeof stored.records === 'object' && stored.records ? Object.values(stored.records) : [];
  for (const value of rawRecords) {
    if (!isRecord(value)) continue;
    // A download cut off by a closed tab cannot go on: it reads as paused (Resume starts it again).
    records[String(value.videoId)] = value.state === 'downloading' ? { ...value, state: 'paused' } : value;
  }
  const pending = Array.isArray(stored?.pendingDeletes) ? stored.pendingDeletes.filter((id): id is number => typeof id === 'number') : [];
  return { records, pendingDeletes: pending };
}

interface RecordsStore extends Stored {
  put(record: DownloadRecord): void;
  update(videoId: number, change: Partial<DownloadRecord>): void;
  /** Forgets the record; `unsentLicence` is a licence still to delete on the server. */
  remove(videoId: number, unsentLicence?: number): void;
  clearPendingDelete(licenceId: number): void;
}

export const useDownloadRecords = create<RecordsStore>((set, get) => {
  const save = (change: Partial<Stored>) => {
    const next: Stored = { records: get().records, pendingDeletes: get().pendingDeletes, ...change };
    storage.setJson('offlineDownloads', next);
    set(next);
  };
  return {
    ...read(),
    put: (record) => save({ records: { ...get().records, [String(record.videoId)]: record } }),
    update(videoId, change) {
      const current = get().records[String(videoId)];
      if (current) save({ records: { ...get().records, [String(videoId)]: { ...current, ...change } } });
    },
    remove(videoId, unsentLicence) {
      const { [String(videoId)]: _gone, ...rest } = get().records;
      const pending = unsentLicence === undefined ? get().pendingDeletes : [...new Set([...get().pendingDeletes, unsentLicence])];
      save({ records: rest, pendingDeletes: pending });
    },
    clearPendingDelete: (licenceId) => save({ pendingDeletes: get().pendingDeletes.filter((id) => id !== licenceId) }),
  };
});

/** The records of `owner`, newest first. */
export function recordsOf(records: Records, owner: string | null): DownloadRecord[] {
  if (!owner) return [];
  return Object.values(records)
    .filter((record) => record.owner === owner)
    .sort((a, b) => b.createdAt - a.createdAt);
}
