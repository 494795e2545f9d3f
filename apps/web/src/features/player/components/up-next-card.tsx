// The next-episode offer (issue 18.4): 'Next episode in N', the episode's title, Play now and Cancel.
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../episode-strings.ts';

export function UpNextCard({
  title,
  secondsLeft,
  onPlayNow,
  onCancel,
}: {
  title: string;
  /** Null: autoplay is off, the card offers the episode without counting down. */
  secondsLeft: number | null;
  onPlayNow: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('player-episodes');
  const heading = secondsLeft === null ? t('nextEpisode') : t('nextEpisodeIn', { count: secondsLeft });
  return (
    <section
      aria-label={t('nextEpisode')}
      data-testid="up-next"
      className="pointer-events-auto w-[min(22rem,calc(100vw-2rem))] rounded-xl bg-neutral-900/90 p-4 text-white shadow-2xl ring-1 ring-white/15 backdrop-blur"
    >
      <p role="status" aria-live="polite" className="text-xs font-semibold tracking-wide text-white/70 uppercase">
        {heading}
      </p>
      <p className="mt-1 line-clamp-2 text-base font-bold">{title}</p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          onClick={onPlayNow}
          className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-md bg-white px-3 py-2 text-sm font-semibold text-black transition hover:bg-white/85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Play aria-hidden="true" className="size-4 fill-current" />
          {t('playNow')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md px-3 py-2 text-sm font-semibold text-white/85 ring-1 ring-white/30 transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('cancel')}
        </button>
      </div>
    </section>
  );
}
