import type { ReactNode } from 'react';
import { Check, Clapperboard, Play, Plus, RotateCcw, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn.ts';
import { formatClock, preloadPlayer } from '@/features/player/index.ts';

interface MovieActionsProps {
  hasPromo: boolean;
  /** Seconds a signed-in viewer stopped at (continue watching); null offers Full Video. */
  resumeAt: number | null;
  isInWatchlist: boolean;
  isWatchlistPending: boolean;
  onFullVideo(): void;
  onResume(): void;
  onPromo(): void;
  onToggleWatchlist(): void;
  onShare(): void;
  /** Issue 18.3: the downloads feature's Download control (or its Premium note), after the buttons. */
  download?: ReactNode;
}

/** Phones: an icon over a label (up to two lines) sharing the row; wider screens: a labelled button. */
function SecondaryAction({ icon, label, onClick, disabled }: { icon: ReactNode; label: string; onClick(): void; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={cn(
        'flex min-w-0 flex-1 flex-col items-center justify-start gap-1 rounded-xl px-1.5 py-2 text-xs font-semibold text-white/90 transition',
        'hover:bg-white/10 disabled:opacity-60 md:h-12 md:flex-none md:flex-row md:justify-center md:gap-2 md:bg-white/10 md:px-5 md:text-sm md:backdrop-blur md:hover:bg-white/20',
      )}
    >
      {icon}
      <span className="line-clamp-2 text-center leading-tight md:whitespace-nowrap">{label}</span>
    </button>
  );
}

/**
 * SPEC 2.12 buttons: Promo (only with a working promo), Full Video, Watchlist, Share. With saved
 * progress the main button resumes ('Resume from 12:34', the player's clock) and Start over plays
 * from the beginning. Two groups that wrap as wholes: playing (Full Video or Resume with Start over)
 * and the rest, so a narrow row never leaves one button alone on a line.
 */
export function MovieActions(props: MovieActionsProps) {
  const { t } = useTranslation('movie');
  const canResume = props.resumeAt !== null;
  return (
    <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-center">
      <div className="flex flex-col gap-2 md:flex-row md:flex-wrap md:gap-3">
        <button
          type="button"
          onClick={canResume ? props.onResume : props.onFullVideo}
          // Hover or focus is a strong hint that play is next: fetch the player chunks now.
          onPointerEnter={preloadPlayer}
          onFocus={preloadPlayer}
          className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-brand px-7 text-base font-bold whitespace-nowrap text-white shadow-lg shadow-brand/30 transition hover:bg-brand-2"
        >
          <Play className="size-5 fill-current" aria-hidden="true" />
          {canResume ? t('resumeFrom', { time: formatClock(props.resumeAt ?? 0) }) : t('fullVideo')}
        </button>
        {canResume && (
          <button
            type="button"
            onClick={props.onFullVideo}
            onPointerEnter={preloadPlayer}
            onFocus={preloadPlayer}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-white/10 px-5 text-sm font-semibold whitespace-nowrap text-white backdrop-blur transition hover:bg-white/20 md:h-12"
          >
            <RotateCcw className="size-5" aria-hidden="true" />
            {t('startOver')}
          </button>
        )}
      </div>
      <div className="flex gap-1 md:flex-wrap md:gap-3">
        {props.hasPromo && <SecondaryAction icon={<Clapperboard className="size-5" aria-hidden="true" />} label={t('promo')} onClick={props.onPromo} />}
        <SecondaryAction
          icon={props.isInWatchlist ? <Check className="size-5" aria-hidden="true" /> : <Plus className="size-5" aria-hidden="true" />}
          label={props.isInWatchlist ? t('removeFromWatchlist') : t('addToWatchlist')}
          onClick={props.onToggleWatchlist}
          disabled={props.isWatchlistPending}
        />
        <SecondaryAction icon={<Share2 className="size-5" aria-hidden="true" />} label={t('share')} onClick={props.onShare} />
      </div>
      {props.download}
    </div>
  );
}
