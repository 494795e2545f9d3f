// Choosing a card (SPEC 2.22): the pre-roll ads first, then the player full screen. Whatever ends
// the ads (finished, none, closed, failed to load) opens the player. A protected card asks first
// whether this viewer would get its keys (issue 12): if not, the refusal shows before any ad is
// requested; if the check itself fails, the flow goes on and the key endpoint decides.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DemoStream } from '@ott/contract';
import { drmAccessQueryOptions } from '@/api/advanced-player/get-drm-access.ts';
import { PreRollGate } from '@/features/ads/index.ts';
import { useScrollLock } from '@/features/player/index.ts';
import { useSession } from '@/lib/session.ts';
import { Spinner } from '@/ui/spinner.tsx';
import '../i18n.ts';
import { DrmRefusal } from './drm-refusal.tsx';

const loadPlayer = () => import('./advanced-player.tsx');
const LazyAdvancedPlayer = lazy(loadPlayer);

export interface WatchFlowProps {
  stream: DemoStream;
  onClose(): void;
}

function FullScreenSpinner() {
  const { t } = useTranslation('advancedPlayer');
  return (
    <div className="flex size-full items-center justify-center">
      <Spinner className="size-14 border-4" label={t('loading')} />
    </div>
  );
}

export function WatchFlow({ stream, onClose }: WatchFlowProps) {
  const { t } = useTranslation('advancedPlayer');
  const [adsDone, setAdsDone] = useState(stream.ad_video_id === null);
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  const viewer = useSession((s) => s.user?.id ?? null);
  const access = useQuery({ ...drmAccessQueryOptions(viewer), enabled: stream.is_protected });
  const isRefused = stream.is_protected && access.data?.entitled === false;
  useScrollLock(true);
  useEffect(() => {
    // The player chunk (and Shaka with it) loads while the ads play.
    if (!isRefused) void loadPlayer().catch(() => undefined);
  }, [isRefused]);
  useEffect(() => () => opener?.focus?.(), [opener]);

  const label = t(`card_${stream.id}`);
  if (isRefused) return <DrmRefusal label={label} poster={stream.poster} onClose={onClose} />;
  if (stream.is_protected && access.isPending) {
    return (
      <div role="dialog" aria-modal="true" aria-label={label} aria-busy="true" className="fixed inset-0 z-[100] bg-black">
        <FullScreenSpinner />
      </div>
    );
  }
  if (!adsDone && stream.ad_video_id !== null) {
    return <PreRollGate videoId={stream.ad_video_id} onDone={() => setAdsDone(true)} />;
  }
  return (
    <div role="dialog" aria-modal="true" aria-label={label} className="fixed inset-0 z-[100] bg-black">
      <Suspense fallback={<FullScreenSpinner />}>
        <LazyAdvancedPlayer stream={stream} onClose={onClose} />
      </Suspense>
    </div>
  );
}
