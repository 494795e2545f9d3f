// Issue 18.8: the quality setting outside the player (SPEC 2.15's 'Video Quality Auto' row, now a
// choice): the same preference the movie player's menu sets, kept on the server for a signed-in
// viewer. Never chosen, it shows what the player would start on here (Data saver on cellular).
import { useEffect, useId, useState } from 'react';
import { Gauge } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QUALITY_MODES, type QualityMode } from '@ott/contract';
import { getPreferences, preferencesKeys } from '@/api/preferences/preferences.ts';
import { readPlayerPreferences, savePlayerPreferences } from '@/lib/player-preferences.ts';
import { startingQualityMode } from '@/lib/quality-mode.ts';
import { useSession } from '@/lib/session.ts';

const LABEL = { auto: 'videoQualityAuto', data_saver: 'videoQualityDataSaver', high: 'videoQualityHigh' } as const;

export function VideoQualitySetting() {
  const { t } = useTranslation('profile');
  const id = useId();
  const isSignedIn = useSession((s) => s.isAuthenticated && !!s.token);
  const [mode, setMode] = useState<QualityMode>(() => startingQualityMode(readPlayerPreferences().quality));
  // The server's copy (the shell's preferences query, shared) may arrive after the first paint.
  const { data } = useQuery({
    queryKey: preferencesKeys.all,
    queryFn: ({ signal }) => getPreferences(signal),
    enabled: isSignedIn,
    staleTime: Infinity,
    retry: false,
  });
  const serverQuality = data?.preferences.quality;
  useEffect(() => {
    if (serverQuality) setMode(serverQuality);
  }, [serverQuality]);

  const choose = (value: string) => {
    const next = QUALITY_MODES.find((option) => option === value);
    if (!next) return;
    setMode(next);
    savePlayerPreferences({ quality: next });
  };
  return (
    <div className="flex items-center gap-3 border-b border-white/5 py-3 last:border-0">
      <Gauge className="size-5 text-muted" aria-hidden="true" />
      <dt className="flex-1 text-sm">
        <label htmlFor={id}>{t('videoQuality')}</label>
        <span className="block text-xs text-muted">{t('videoQualityHint')}</span>
      </dt>
      <dd>
        <select
          id={id}
          value={mode}
          onChange={(event) => choose(event.target.value)}
          className="h-10 rounded-lg bg-surface-2 px-3 text-sm text-white ring-1 ring-white/10 outline-none focus:ring-2 focus:ring-brand-2"
        >
          {QUALITY_MODES.map((option) => (
            <option key={option} value={option}>
              {t(LABEL[option])}
            </option>
          ))}
        </select>
      </dd>
    </div>
  );
}
