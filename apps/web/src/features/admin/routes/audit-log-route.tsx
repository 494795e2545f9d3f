// /admin/audit-log (admin): every operator action, newest first, filtered and paged through the
// URL query (a filtered view is a link to share).
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { auditLogQueryOptions } from '../api/get-audit-log.ts';
import { AuditCards, AuditTable } from '../components/audit-entries.tsx';
import { AuditFiltersForm } from '../components/audit-filters-form.tsx';
import { Pager } from '../components/pager.tsx';
import { RoleGate } from '../components/role-gate.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { auditRequest, auditSearch, readAuditSearch, type AuditFilters } from '../lib/audit-filters.ts';

function AuditLogScreen() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const { filters, page } = readAuditSearch(params);
  const log = useQuery(auditLogQueryOptions(auditRequest(filters, page)));
  const go = (next: AuditFilters, nextPage: number) => setParams(auditSearch(next, nextPage));
  const entries = log.data?.data ?? [];
  return (
    <>
      <ScreenHeading title={t('auditTitle')} intro={t('auditIntro')} />
      {/* Keyed by the URL's filters: Back, Forward or a pasted link refills the form. */}
      <AuditFiltersForm key={auditSearch(filters).toString()} initial={filters} onApply={(next) => go(next, 1)} />
      <section aria-label={t('auditTitle')} aria-busy={log.isFetching || undefined} className="mt-6">
        {log.isPending && <Skeleton className="h-64 rounded-2xl" />}
        {log.isError && <LoadError message={t('loadFailed')} onRetry={() => void log.refetch()} isRetrying={log.isFetching} />}
        {log.data && entries.length === 0 && <p className="rounded-2xl bg-surface p-6 text-center text-muted ring-1 ring-white/10">{t('noEntries')}</p>}
        {entries.length > 0 && (
          <>
            <AuditTable entries={entries} />
            <AuditCards entries={entries} />
          </>
        )}
        {log.data && log.data.pagination.total_pages > 1 && (
          <Pager pagination={log.data.pagination} disabled={log.isFetching} onPage={(next) => go(filters, next)} />
        )}
      </section>
    </>
  );
}

export function Component() {
  return (
    <RoleGate role="admin">
      <AuditLogScreen />
    </RoleGate>
  );
}
