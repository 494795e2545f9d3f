// What to do with this device's copies once the server has answered GET /api/downloads/ (issue
// 18.3): a copy whose licence expired, is not covered any more (plan or title changed) or is gone
// from the server is deleted; the others take the server's expiry when it is sooner (a first play on
// another path); first plays made offline are reported.
import type { DownloadLicence } from '@ott/contract';
import type { DownloadRecord } from './download-records.ts';

export interface SyncPlan {
  /** Video ids whose copies and records go. */
  readonly remove: number[];
  /** New expiries (epoch ms) by video id. */
  readonly expiries: ReadonlyMap<number, number>;
  /** Records with a first play the server has not heard of. */
  readonly reportPlayed: DownloadRecord[];
}

export function planSync(records: readonly DownloadRecord[], licences: readonly DownloadLicence[]): SyncPlan {
  const byId = new Map(licences.map((licence) => [licence.id, licence]));
  const remove: number[] = [];
  const expiries = new Map<number, number>();
  const reportPlayed: DownloadRecord[] = [];
  for (const record of records) {
    const licence = byId.get(record.licenceId);
    if (!licence || licence.status !== 'active') {
      remove.push(record.videoId);
      continue;
    }
    const serverExpiry = Date.parse(licence.expires_at);
    if (Number.isFinite(serverExpiry) && serverExpiry < record.expiresAt) expiries.set(record.videoId, serverExpiry);
    if (record.playedPending) reportPlayed.push(record);
  }
  return { remove, expiries, reportPlayed };
}
