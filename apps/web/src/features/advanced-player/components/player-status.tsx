// The middle of the picture: loading or reconnecting, the big play button, or why it cannot play
// (a refused key says so with a Subscribe link; never a spinner that waits forever).
import { Lock, Play, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { Spinner } from '@/ui/spinner.tsx';

export type PlayerStatusKind = 'loading' | 'reconnecting' | 'paused' | 'keyRefused' | 'failed' | 'none';

interface PlayerStatusProps {
  kind: PlayerStatusKind;
  onPlay(): void;
  onClose(): void;
}

export function PlayerStatus({ kind, onPlay, onClose }: PlayerStatusProps) {
  const { t } = useTranslation('advancedPlayer');
  if (kind === 'none') return null;
  if (kind === 'loading' || kind === 'reconnecting') {
    return (
      <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-3">
        <Spinner className="size-14 border-4" label={kind === 'loading' ? t('loading') : t('reconnecting')} />
        {kind === 'reconnecting' && <p className="text-sm text-white/80">{t('reconnecting')}</p>}
      </div>
    );
  }
  if (kind === 'paused') {
    return (
      <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
        <button
          type="button"
          onClick={onPlay}
          aria-label={t('play')}
          className="pointer-events-auto grid size-16 place-items-center rounded-full bg-white/15 ring-1 ring-white/30 backdrop-blur transition hover:scale-105 hover:bg-white/25 sm:size-20"
        >
          <Play aria-hidden="true" className="size-8 translate-x-0.5 fill-current sm:size-10" />
        </button>
      </div>
    );
  }
  const isKey = kind === 'keyRefused';
  return (
    <div className="absolute inset-0 flex items-center justify-center bg-black/70 p-6">
      <div role="alert" className="flex max-w-md flex-col items-center gap-4 rounded-2xl bg-surface/95 p-6 text-center ring-1 ring-white/10">
        <span aria-hidden="true" className={isKey ? 'grid size-12 place-items-center rounded-full bg-gold/15 text-gold' : 'grid size-12 place-items-center rounded-full bg-brand/15 text-brand-2'}>
          {isKey ? <Lock className="size-6" /> : <TriangleAlert className="size-6" />}
        </span>
        <p className="text-lg font-semibold">{isKey ? t('keyRefused') : t('failed')}</p>
        {isKey && <p className="text-sm text-white/65">{t('keyRefusedBody')}</p>}
        <div className="flex flex-wrap justify-center gap-3">
          {isKey && (
            <Link to={paths.plans()} className="inline-flex h-10 items-center rounded-lg bg-gold px-5 text-sm font-semibold text-black hover:brightness-110">
              {t('subscribe')}
            </Link>
          )}
          <button type="button" onClick={onClose} className="inline-flex h-10 items-center rounded-lg bg-white/10 px-5 text-sm font-semibold hover:bg-white/20">
            {t('close')}
          </button>
        </div>
      </div>
    </div>
  );
}
