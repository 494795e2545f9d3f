// /admin/titles (editor): the catalogue, searched and filtered through the URL query, newest first.
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { titlesQueryOptions } from '../api/titles.ts';
import { Pager } from '../components/pager.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { TitleFiltersForm } from '../components/title-filters-form.tsx';
import { TitlesList } from '../components/titles-list.tsx';
import { readTitleSearch, titleSearch, titlesRequest, type TitleFilters } from '../lib/title-filters.ts';

export function TitlesListScreen() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const { filters, page } = readTitleSearch(params);
  const list = useQuery(titlesQueryOptions(titlesRequest(filters, page)));
  const go = (next: TitleFilters, nextPage: number) => setParams(titleSearch(next, nextPage), { replace: next.q !== filters.q });
  const rows = list.data?.data ?? [];
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <ScreenHeading title={t('titlesTitle')} intro={t('titlesIntro')} />
        <Link
          to="/admin/titles/new"
          className="mb-6 inline-flex h-10 items-center gap-2 rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('newTitle')}
        </Link>
      </div>
      <TitleFiltersForm filters={filters} onChange={(next) => go(next, 1)} />
      <section aria-label={t('titlesTitle')} aria-busy={list.isFetching || undefined} className="mt-6">
        {list.isPending && <Skeleton className="h-64 rounded-2xl" />}
        {list.isError && <LoadError message={t('loadFailed')} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />}
        {list.data && rows.length === 0 && <p className="rounded-2xl bg-surface p-6 text-center text-muted ring-1 ring-white/10">{t('noTitles')}</p>}
        {rows.length > 0 && <TitlesList rows={rows} />}
        {list.data && list.data.pagination.total_pages > 1 && (
          <Pager
            pagination={list.data.pagination}
            disabled={list.isFetching}
            label={t('titlesPages')}
            summary={t('titlesSummary', { total: list.data.pagination.total_items })}
            onPage={(next) => go(filters, next)}
          />
        )}
      </section>
    </>
  );
}
