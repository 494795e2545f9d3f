// /admin/viewers (support): find a viewer by mobile number, name or referral code, narrowed by
// status; with no text it lists every viewer, newest first. The box searches after the typing pause
// (SPEC 9's 300 ms); the query lives in the URL (?q=&status=&page=), so a search is a link and Back
// returns to it.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import {
  SEARCH_DEBOUNCE_MS,
  VIEWER_SEARCH_STATUSES,
  ViewerSearchQuery,
  type ViewerSearchStatus,
} from '@ott/contract';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { viewerSearchQueryOptions } from '../api/viewers.ts';
import { Pager } from '../components/pager.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { ViewerStatusFilter } from '../components/viewer-status-filter.tsx';
import { BlockedChip, ViewerPlan, viewerName } from '../components/viewer-plan.tsx';
import { translateMessage } from '../lib/server-message.ts';

const MAX_QUERY = ViewerSearchQuery.shape.q.unwrap().maxLength ?? 100;

const statusOf = (value: string | null): ViewerSearchStatus =>
  VIEWER_SEARCH_STATUSES.find((status) => status === value) ?? 'all';

/** The URL's query string for a search; 'all' and page 1 are left out. */
const link = (q: string, status: ViewerSearchStatus, page = 1) => ({
  ...(q ? { q } : {}),
  ...(status !== 'all' ? { status } : {}),
  ...(page > 1 ? { page: String(page) } : {}),
});

export default function ViewersScreen() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [typed] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const urlQuery = params.get('q') ?? '';
  const status = statusOf(params.get('status'));
  // The URL follows the settled text; a new text starts at page 1.
  useEffect(() => {
    if (typed !== urlQuery) setParams(link(typed, status), { replace: true });
  }, [typed, urlQuery, status, setParams]);
  const q = typed;
  const currentPage = q === urlQuery ? Math.max(1, Number(params.get('page')) || 1) : 1;
  const search = useQuery(viewerSearchQueryOptions({ q, status, page: currentPage }));
  const viewers = search.data?.data ?? [];
  return (
    <>
      <ScreenHeading title={t('viewersTitle')} intro={t('viewersIntro')} />
      <form
        role="search"
        onSubmit={(event) => event.preventDefault()}
        className="relative max-w-xl"
      >
        <label htmlFor="viewer-search" className="sr-only">
          {t('viewerSearchLabel')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-white/50"
        />
        <input
          id="viewer-search"
          type="search"
          value={text}
          maxLength={MAX_QUERY}
          autoComplete="off"
          placeholder={t('viewerSearchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
          className="h-11 w-full rounded-xl bg-white/8 pl-9 pr-3 text-white ring-1 ring-white/15 placeholder:text-white/40 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-2"
        />
      </form>
      <ViewerStatusFilter value={status} onChange={(next) => setParams(link(q, next))} />
      <section
        aria-label={t('viewersResults')}
        aria-busy={search.isFetching || undefined}
        className="mt-6"
      >
        {search.isPending && <Skeleton className="h-40 rounded-2xl" />}
        {search.isError && (
          <LoadError
            message={translateMessage(
              t,
              (search.error as { serverMessage?: string | null }).serverMessage ?? t('loadFailed'),
            )}
            onRetry={() => void search.refetch()}
            isRetrying={search.isFetching}
          />
        )}
        {search.data && viewers.length === 0 && (
          <p className="rounded-2xl bg-surface p-6 text-center text-muted ring-1 ring-white/10">
            {q ? t('viewersNone', { q }) : t('viewersNoneInStatus')}
          </p>
        )}
        {viewers.length > 0 && (
          <ul
            aria-label={t('viewersResults')}
            className="divide-y divide-white/10 overflow-hidden rounded-2xl bg-surface ring-1 ring-white/10"
          >
            {viewers.map((viewer) => {
              const name = viewerName(viewer);
              return (
                <li key={viewer.id}>
                  <Link
                    to={`/admin/viewers/${viewer.id}`}
                    aria-label={t('viewerOpen', { name: name || viewer.phone })}
                    className="grid gap-1 px-4 py-3 hover:bg-white/5 focus-visible:bg-white/8 focus-visible:outline-none sm:grid-cols-[10rem_1fr_auto] sm:items-center sm:gap-4"
                  >
                    <span className="font-mono text-sm tabular-nums">{viewer.phone}</span>
                    <span className="flex flex-wrap items-center gap-2 font-medium">
                      {name || <span className="text-white/50">{t('viewerNoName')}</span>}
                      {viewer.blocked_at && <BlockedChip />}
                    </span>
                    <span className="text-sm">
                      <ViewerPlan subscription={viewer.subscription} />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        {search.data && search.data.pagination.total_pages > 1 && (
          <Pager
            pagination={search.data.pagination}
            disabled={search.isFetching}
            label={t('viewersResults')}
            summary={t('viewersSummary', { total: search.data.pagination.total_items })}
            onPage={(next) => setParams(link(q, status, next))}
          />
        )}
      </section>
    </>
  );
}
