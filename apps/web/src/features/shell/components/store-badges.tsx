import { useTranslation } from 'react-i18next';

const BADGE = 'flex h-11 items-center gap-2.5 rounded-lg border border-white/20 bg-black px-3 text-white';

/** App store badges drawn inline (no external images); the apps are not released yet. */
export function StoreBadges() {
  const { t } = useTranslation('shell');
  return (
    <div className="flex flex-wrap gap-3" title={t('appsComingSoon')}>
      <div className={BADGE} role="img" aria-label={`${t('getItOn')} ${t('googlePlay')} (${t('appsComingSoon')})`}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6">
          <path d="M3.6 2.3 13.4 12l-9.8 9.7c-.4-.2-.6-.6-.6-1.1V3.4c0-.5.2-.9.6-1.1z" fill="#00d7fe" />
          <path d="M16.8 8.6 13.4 12 3.6 2.3c.2-.1.5-.1.8 0l12.4 6.3z" fill="#00f076" />
          <path d="M16.8 15.4 4.4 21.7c-.3.1-.6.1-.8 0l9.8-9.7 3.4 3.4z" fill="#ff3a44" />
          <path d="m20.4 10.8-3.6-2.2-3.4 3.4 3.4 3.4 3.6-2.2c.8-.5.8-1.9 0-2.4z" fill="#ffd500" />
        </svg>
        <span className="flex flex-col leading-none">
          <span className="text-[9px] uppercase tracking-wide text-white/80">{t('getItOn')}</span>
          <span className="text-[15px] font-semibold">{t('googlePlay')}</span>
        </span>
      </div>
      <div className={BADGE} role="img" aria-label={`${t('downloadOnThe')} ${t('appStore')} (${t('appsComingSoon')})`}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="currentColor">
          <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9-.1 0-2.9-1.1-2.9-4.2zM13.9 5.3c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.5-.7.7-1.2 1.9-1.1 3.1 1.2.1 2.3-.6 3.1-1.4z" />
        </svg>
        <span className="flex flex-col leading-none">
          <span className="text-[9px] text-white/80">{t('downloadOnThe')}</span>
          <span className="text-[15px] font-semibold">{t('appStore')}</span>
        </span>
      </div>
    </div>
  );
}
