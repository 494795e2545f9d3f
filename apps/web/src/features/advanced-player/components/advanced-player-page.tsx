// /advanced-player (SPEC 2.22): title and subtitle, a banner ad for a stored user, the three demo
// streams and the features list. Choosing a card runs the pre-roll, then the player full screen;
// the open player is a history entry, so Back closes it.
import { MonitorPlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DemoStream, DemoStreamId } from '@ott/contract';
import { useDemoStreams } from '@/api/advanced-player/get-demo-streams.ts';
import { BannerAds } from '@/features/ads/index.ts';
import { useOverlayHistory } from '@/features/player/index.ts';
import { useSession } from '@/lib/session.ts';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import '../i18n.ts';
import { FeaturesList } from './features-list.tsx';
import { StreamCard } from './stream-card.tsx';
import { WatchFlow } from './watch-flow.tsx';

function StreamGrid({ onChoose }: { onChoose(stream: DemoStream): void }) {
  const { t } = useTranslation('advancedPlayer');
  const streams = useDemoStreams();
  if (streams.isError) return <LoadError message={t('loadError')} onRetry={() => void streams.refetch()} />;
  if (!streams.data) {
    return (
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {streams.data.map((stream) => (
        <StreamCard key={stream.id} stream={stream} onChoose={onChoose} />
      ))}
    </ul>
  );
}

export function AdvancedPlayerPage() {
  const { t } = useTranslation('advancedPlayer');
  const hasUser = useSession((s) => s.user !== null);
  const overlay = useOverlayHistory<DemoStreamId>();
  const streams = useDemoStreams();
  const chosen = streams.data?.find((stream) => stream.id === overlay.current) ?? null;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 pt-4 pb-12 md:px-8 md:pt-8">
      {hasUser && <BannerAds />}
      <header className="flex items-start gap-4">
        <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-brand to-brand-2 shadow-lg shadow-brand/30 sm:size-14">
          <MonitorPlay className="size-6 sm:size-7" />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-sm text-white/60 sm:text-base">{t('subtitle')}</p>
        </div>
      </header>
      <section aria-label={t('streamsTitle')}>
        <StreamGrid onChoose={(stream) => overlay.open(stream.id)} />
      </section>
      <FeaturesList />
      {chosen && <WatchFlow key={chosen.id} stream={chosen} onClose={overlay.close} />}
    </div>
  );
}
