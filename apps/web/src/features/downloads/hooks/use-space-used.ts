// Space the downloads take: the sum of the stored copies, and the device's storage estimate
// (navigator.storage.estimate: everything this site keeps, against what the browser allows it).
import { useEffect, useState } from 'react';
import type { DownloadRecord } from '../lib/download-records.ts';

export interface SpaceUsed {
  readonly downloads: number;
  readonly device: { usage: number; quota: number } | null;
}

export function useSpaceUsed(records: readonly DownloadRecord[]): SpaceUsed {
  const downloads = records.reduce((sum, record) => sum + (record.state === 'done' ? (record.storedBytes ?? 0) : 0), 0);
  const [device, setDevice] = useState<SpaceUsed['device']>(null);
  useEffect(() => {
    let isCurrent = true;
    void navigator.storage
      ?.estimate?.()
      .then((estimate) => {
        if (isCurrent && estimate.quota) setDevice({ usage: estimate.usage ?? 0, quota: estimate.quota });
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [downloads]);
  return { downloads, device };
}
