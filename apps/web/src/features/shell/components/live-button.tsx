import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLivePresence } from '@/api/catalogue/get-live-presence.ts';
import { paths } from '@/config/paths.ts';

/** Home's live channels section; the LIVE button jumps there. */
export const LIVE_SECTION_ID = 'live-channels';

/** SPEC 2.4: shown only while an active, important live stream exists (polled every 10 s). */
export function LiveButton() {
  const { t } = useTranslation('shell');
  const isLive = useLivePresence();
  if (!isLive) return null;
  return (
    <Link
      to={{ pathname: paths.home, hash: LIVE_SECTION_ID }}
      aria-label={t('liveNow')}
      className="inline-flex h-7 items-center gap-1.5 rounded-full bg-brand px-2.5 text-[11px] sm:h-8 sm:px-3 sm:text-xs font-extrabold tracking-wider text-white shadow-[0_0_16px_rgba(229,9,20,0.6)] transition hover:bg-brand-2"
    >
      <span className="relative flex size-2">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-white opacity-75" />
        <span className="relative inline-flex size-2 rounded-full bg-white" />
      </span>
      {t('live')}
    </Link>
  );
}
