// SPEC 2.3 'Regional Content (Coming Soon)' strip of states, with SPEC 8's three failure texts.
import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { State } from '@ott/contract';
import { StatesLoadError, useStates } from '@/api/catalogue/list-states.ts';
import { paths } from '@/config/paths.ts';
import { PAGE_GUTTER, ScrollRow } from '@/ui/scroll-row.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { SmartImage } from '@/ui/smart-image.tsx';
import { SectionBadge } from './section-badge.tsx';

export function RegionalStatesSection() {
  const { t } = useTranslation('home');
  const { data, isPending, error } = useStates();
  const title = t('regionalContent');
  const badge = <SectionBadge tone="muted">{t('comingSoon')}</SectionBadge>;

  if (error) {
    return (
      <section aria-label={title}>
        <div className={`mb-3 flex items-center gap-3 ${PAGE_GUTTER}`}>
          <h2 className="text-lg font-bold tracking-tight md:text-xl">{title}</h2>
          {badge}
        </div>
        <p role="alert" className={`text-sm text-white/60 ${PAGE_GUTTER}`}>
          {statesErrorText(error, t)}
        </p>
      </section>
    );
  }
  if (!isPending && data.length === 0) return null;
  return (
    <ScrollRow title={title} badge={badge}>
      {isPending
        ? Array.from({ length: 6 }, (_, i) => <Skeleton key={`skeleton-${i}`} className="h-[120px] w-40 rounded-xl" />)
        : data.map((state, i) => <StateCard key={state.id} state={state} tint={STATE_TINTS[i % STATE_TINTS.length]!} />)}
    </ScrollRow>
  );
}

/** Server message verbatim, else 'Failed to load states'; a failed call gets the generic text. */
function statesErrorText(error: Error, t: (key: string) => string): string {
  if (error instanceof StatesLoadError) return error.serverMessage ?? t('statesFailed');
  return t('statesError');
}

/** Placeholder washes for states without a picture, so the strip still reads as a map of places. */
const STATE_TINTS = ['from-orange-500/35', 'from-emerald-500/35', 'from-sky-500/35', 'from-rose-500/35'];

function StateCard({ state, tint }: { state: State; tint: string }) {
  const { t } = useTranslation('home');
  return (
    <Link
      to={paths.regionalState(state.id)}
      className={`group relative flex h-[120px] w-40 flex-col justify-end overflow-hidden rounded-xl bg-gradient-to-br ${tint} to-surface p-3 ring-1 ring-white/10 transition hover:-translate-y-0.5 hover:ring-white/30`}
    >
      {state.image_url ? (
        <SmartImage src={state.image_url} alt="" className="absolute inset-0 size-full opacity-80 transition duration-500 group-hover:scale-105" />
      ) : (
        <MapPin aria-hidden="true" className="absolute right-3 top-3 size-6 text-white/60" />
      )}
      <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/20 to-transparent" />
      <span className="relative text-[15px] font-bold leading-tight">{state.name}</span>
      <span className="relative mt-0.5 text-xs text-white/60">{t('districts', { count: state.districts_count })}</span>
    </Link>
  );
}
