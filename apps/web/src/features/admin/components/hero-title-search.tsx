// Finds published titles by name (GET /api/admin/titles/?status=published&q=) and adds one to the
// carousel; titles already on a slide say so instead.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button.tsx';
import { InputField } from '@/ui/input-field.tsx';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { publishedTitlesQueryOptions, useCreateHeroSlide } from '../api/catalogue.ts';
import { errorMessage, translateMessage } from '../lib/server-message.ts';
import { SmartImage } from '@/ui/smart-image.tsx';

const SEARCH_PAUSE_MS = 300;

export function HeroTitleSearch({ slideVideoIds }: { slideVideoIds: ReadonlySet<number> }) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const [searched] = useDebouncedValue(q.trim(), SEARCH_PAUSE_MS);
  const results = useQuery(publishedTitlesQueryOptions(searched));
  const create = useCreateHeroSlide();
  const add = (videoId: number) =>
    create.mutate(videoId, {
      onSuccess: (result) => toast.success(translateMessage(t, (result as { message: string }).message)),
      onError: (err) => toast.error(errorMessage(t, err)),
    });
  const rows = results.data ?? [];
  return (
    <section aria-labelledby="hero-add" className="rounded-2xl bg-surface p-4 ring-1 ring-white/10">
      <h2 id="hero-add" className="mb-3 text-lg font-semibold">
        {t('heroAddHeading')}
      </h2>
      <div role="search" aria-label={t('heroSearch')}>
        <InputField type="search" label={t('heroSearch')} placeholder={t('heroSearchPlaceholder')} value={q} onChange={setQ} autoComplete="off" maxLength={100} />
      </div>
      <div aria-live="polite" className="mt-3">
        {searched === '' && <p className="text-sm text-muted">{t('heroSearchHint')}</p>}
        {searched !== '' && results.isFetching && rows.length === 0 && <p className="text-sm text-muted">{t('heroSearching')}</p>}
        {searched !== '' && results.isError && <p className="text-sm text-brand-2">{errorMessage(t, results.error)}</p>}
        {searched !== '' && results.data && rows.length === 0 && <p className="text-sm text-muted">{t('heroNoResults', { q: searched })}</p>}
      </div>
      {searched !== '' && rows.length > 0 && (
        <ul aria-label={t('heroResults')} className="mt-1 divide-y divide-white/10">
          {rows.map((row) => {
            const already = slideVideoIds.has(row.id);
            return (
              <li key={row.id} className="flex items-center gap-3 py-2">
                <div className="aspect-video w-20 shrink-0 overflow-hidden rounded-md bg-surface-2">
                  {row.landscape_image_url && <SmartImage src={row.landscape_image_url} className="size-full object-cover" />}
                </div>
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{row.title}</span>
                {already ? (
                  <span className="text-xs text-muted">{t('heroAlready')}</span>
                ) : (
                  <Button size="sm" onClick={() => add(row.id)} disabled={create.isPending} aria-label={t('heroAddLabel', { title: row.title })}>
                    {t('heroAdd')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
