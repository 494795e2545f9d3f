// The title an own channel loops (issue 15.4): the chosen one ("Looping: …"), and a search of the
// titles whose film is ready (GET /api/admin/live-streams/source-titles/?q=, as the hero editor's
// search finds published titles). Paid and rental titles are marked: they need a premium stream.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LiveSourceTitle } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { cn } from '@/ui/cn.ts';
import { InputField } from '@/ui/input-field.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { liveSourceTitlesQueryOptions } from '../api/live.ts';
import type { LoopedTitle } from '../lib/live-form.ts';
import { errorMessage } from '../lib/server-message.ts';
import { SmartImage } from '@/ui/smart-image.tsx';

const SEARCH_PAUSE_MS = 300;
const TYPE_KEYS = { free: 'liveLoopFree', paid: 'liveLoopPaid', rental: 'liveLoopRental' } as const;

export function LiveTitlePicker({
  idBase,
  value,
  error,
  disabled,
  onChange,
}: {
  idBase: string;
  value: LoopedTitle | null;
  error: string | null;
  disabled?: boolean;
  onChange(title: LoopedTitle): void;
}) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const [searched] = useDebouncedValue(q.trim(), SEARCH_PAUSE_MS);
  const results = useQuery(liveSourceTitlesQueryOptions(searched));
  const rows: LiveSourceTitle[] = results.data ?? [];
  const chosenId = `${idBase}-looped`;

  return (
    <div className="grid gap-2 rounded-xl bg-surface-2/50 p-3 ring-1 ring-white/10">
      <p id={chosenId} aria-live="polite" className={cn('text-sm font-semibold', value ? 'text-white' : 'text-muted')}>
        {value ? t('liveLoopChosen', { title: value.title }) : t('liveLoopNone')}
      </p>
      {error && (
        <p role="alert" className="text-sm text-brand-2">
          {error}
        </p>
      )}
      <div role="search" aria-label={t('liveLoopSearch')}>
        <InputField
          type="search"
          label={t('liveLoopSearch')}
          placeholder={t('liveLoopSearchPlaceholder')}
          hint={t('liveLoopSearchHint')}
          value={q}
          onChange={setQ}
          autoComplete="off"
          maxLength={100}
          disabled={disabled}
        />
      </div>
      <div aria-live="polite">
        {searched !== '' && results.isFetching && rows.length === 0 && <p className="text-sm text-muted">{t('liveLoopSearching')}</p>}
        {searched !== '' && results.isError && <p className="text-sm text-brand-2">{errorMessage(t, results.error)}</p>}
        {searched !== '' && results.data && rows.length === 0 && <p className="text-sm text-muted">{t('liveLoopNoResults', { q: searched })}</p>}
      </div>
      {searched !== '' && rows.length > 0 && (
        <ul aria-label={t('liveLoopResults')} className="divide-y divide-white/10">
          {rows.map((row) => {
            const chosen = value?.id === row.id;
            return (
              <li key={row.id} className="flex items-center gap-3 py-2">
                <div className="aspect-video w-16 shrink-0 overflow-hidden rounded-md bg-surface-2">
                  {row.landscape_image_url && <SmartImage src={row.landscape_image_url} className="size-full object-cover" />}
                </div>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{row.title}</span>
                  <span className={cn('text-xs', row.video_type === 'free' ? 'text-muted' : 'text-gold')}>{t(TYPE_KEYS[row.video_type])}</span>
                </span>
                <Button
                  size="sm"
                  variant={chosen ? 'secondary' : 'primary'}
                  disabled={disabled || chosen}
                  aria-pressed={chosen}
                  aria-describedby={chosenId}
                  aria-label={t('liveLoopChooseLabel', { title: row.title })}
                  onClick={() => onChange({ id: row.id, title: row.title })}
                >
                  {chosen ? t('liveLoopChosenShort') : t('liveLoopChoose')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
