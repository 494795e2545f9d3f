import { describe, expect, it } from 'vitest';
import type { DownloadLicence } from '@ott/contract';
import type { DownloadRecord } from './download-records.ts';
import { planSync } from './sync-plan.ts';

const T = Date.UTC(2026, 11, 1);
const record = (videoId: number, licenceId: number, change: Partial<DownloadRecord> = {}): DownloadRecord => ({
  videoId,
  licenceId,
  owner: '9876543210',
  title: `Film ${videoId}`,
  posterUrl: null,
  height: 720,
  createdAt: T,
  expiresAt: T + 30 * 86_400_000,
  firstPlayedAt: null,
  playedPending: false,
  state: 'done',
  progress: 1,
  estimatedBytes: 1000,
  storedBytes: 1000,
  offlineUri: `offline:manifest/${videoId}`,
  ...change,
});
const licence = (id: number, videoId: number, status: DownloadLicence['status'], expires = T + 30 * 86_400_000): DownloadLicence => ({
  id,
  video_id: videoId,
  height: 720,
  created_at: new Date(T).toISOString(),
  expires_at: new Date(expires).toISOString(),
  first_played_at: null,
  status,
});

describe('planSync', () => {
  it('removes copies the server says are expired, not entitled or gone, and keeps active ones', () => {
    const plan = planSync(
      [record(1, 11), record(2, 12), record(3, 13), record(4, 14)],
      [licence(11, 1, 'active'), licence(12, 2, 'expired'), licence(13, 3, 'not_entitled')],
    );
    expect(plan.remove).toEqual([2, 3, 4]);
    expect(plan.expiries.size).toBe(0);
  });

  it('takes a sooner server expiry, never a later one, and reports offline first plays', () => {
    const soon = T + 86_400_000;
    const pending = record(2, 12, { playedPending: true, firstPlayedAt: T + 1000, expiresAt: T + 2 * 86_400_000 });
    const plan = planSync([record(1, 11), pending], [licence(11, 1, 'active', soon), licence(12, 2, 'active', T + 30 * 86_400_000)]);
    expect([...plan.expiries]).toEqual([[1, soon]]);
    expect(plan.reportPlayed).toEqual([pending]);
  });
});
