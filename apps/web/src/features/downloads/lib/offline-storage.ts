// Shaka's offline Storage (issue 18.3), loaded only when something is downloaded, listed or played
// offline. Storage has no pause: a download is one abortable operation, and an abort throws away
// what it had fetched. The app's Pause is therefore an abort that keeps the record, and Resume
// starts that title again (lib/download-manager.ts; the UI says so).
// AES-128 segments of paid titles are decrypted as they are stored, so a copy is clear in
// IndexedDB: its expiry is enforced by this app, not by cryptography (see docs/decisions.md).
import { loadShakaOffline } from '@/features/player/index.ts';
import { readPlayerPreferences } from '@/lib/player-preferences.ts';
import { chooseDownloadTracks, type OfflineTrack } from './track-choice.ts';

export interface StoredCopy {
  readonly offlineUri: string;
  readonly videoId: number | null;
  readonly bytes: number;
  readonly isIncomplete: boolean;
}

export interface StoreTask {
  readonly done: Promise<{ offlineUri: string; bytes: number }>;
  abort(): Promise<void>;
}

/** IndexedDB and Media Source are what offline copies need (every current browser but old iOS). */
export function canStoreOffline(): boolean {
  return typeof indexedDB !== 'undefined' && typeof window !== 'undefined' && 'MediaSource' in window;
}

async function openStorage() {
  const { loadShaka, createTokenRenewingPlayer } = await loadShakaOffline();
  const shaka = await loadShaka();
  const player = createTokenRenewingPlayer(shaka);
  const storage = new shaka.offline.Storage(player);
  return {
    storage,
    async dispose() {
      await storage.destroy().catch(() => undefined);
      await player.destroy().catch(() => undefined);
    },
  };
}

/** Stores the HLS title at `masterUrl` at `height`; `onProgress` hears 0..1. */
export function storeCopy(input: { masterUrl: string; height: number; videoId: number; onProgress(progress: number): void }): StoreTask {
  let operation: { promise: Promise<{ offlineUri: string | null; size: number }>; abort(): Promise<unknown> } | null = null;
  let isAborted = false;
  const done = (async () => {
    const opened = await openStorage();
    try {
      const audioLanguage = readPlayerPreferences().audioLanguage;
      opened.storage.configure({
        offline: {
          usePersistentLicense: false,
          trackSelectionCallback: async (tracks: OfflineTrack[]) => chooseDownloadTracks(tracks, input.height, audioLanguage),
          progressCallback: (_content: unknown, progress: number) => input.onProgress(progress),
        },
      });
      if (isAborted) throw new DOMException('Download paused', 'AbortError');
      operation = opened.storage.store(input.masterUrl, { videoId: input.videoId, height: input.height }, 'application/x-mpegurl') as unknown as typeof operation;
      const content = await operation!.promise;
      if (!content.offlineUri) throw new Error('stored without an offline URI');
      return { offlineUri: content.offlineUri, bytes: content.size };
    } finally {
      await opened.dispose();
    }
  })();
  return {
    done,
    async abort() {
      isAborted = true;
      await operation?.abort().catch(() => undefined);
    },
  };
}

export async function listCopies(): Promise<StoredCopy[]> {
  const opened = await openStorage();
  try {
    const contents = await opened.storage.list();
    return contents.map((content) => {
      const videoId = (content.appMetadata as { videoId?: unknown } | null)?.videoId;
      return {
        offlineUri: content.offlineUri ?? '',
        videoId: typeof videoId === 'number' ? videoId : null,
        bytes: content.size,
        isIncomplete: content.isIncomplete,
      };
    });
  } finally {
    await opened.dispose();
  }
}

export async function removeCopies(offlineUris: readonly string[]): Promise<void> {
  if (offlineUris.length === 0) return;
  const opened = await openStorage();
  try {
    for (const uri of offlineUris) await opened.storage.remove(uri).catch(() => undefined);
  } finally {
    await opened.dispose();
  }
}
