// /admin/codes (editor, issue 17.4): subscription codes with filters in the URL, newest first,
// 'Show more' for the next keyset page; new codes open their batch's page; CSV of the filtered list.
import { useCallback, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { AdminCode } from '@ott/contract';
import { Button } from '@/ui/button.tsx';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { codesCsvHref, codesQueryOptions, type CodeFilterValues } from '../api/codes.ts';
import { CodeCreateDialog } from '../components/code-create-dialog.tsx';
import { CodeFilters } from '../components/code-filters.tsx';
import { CodeList } from '../components/code-list.tsx';
import { CodeRedemptionsDialog } from '../components/code-redemptions-dialog.tsx';
import { CodeSwitchDialog, type CodeSwitchTarget } from '../components/code-switch-dialog.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { CsvLink } from '../components/csv-link.tsx';
import { LoadMore } from '../components/load-more.tsx';
import { filtersFromUrl, filtersToUrl } from '../lib/code-filters.ts';
import { errorMessage } from '../lib/server-message.ts';

export default function CodesScreen() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromUrl(params);
  const setFilters = useCallback(
    (next: CodeFilterValues) => setParams(filtersToUrl(next), { replace: true }),
    [setParams],
  );
  const list = useInfiniteQuery(codesQueryOptions(filters));
  const codes = list.data?.pages.flatMap((page) => page.data) ?? [];
  const [creating, setCreating] = useState(false);
  const [switching, setSwitching] = useState<CodeSwitchTarget | null>(null);
  const [redemptions, setRedemptions] = useState<AdminCode | null>(null);
  return (
    <>
      <ScreenHeading title={t('codesTitle')} intro={t('codesIntro')} />
      <div className="mb-5 flex flex-wrap gap-3">
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('codesNew')}
        </Button>
        <CsvLink href={codesCsvHref(filters)} label={t('codesDownloadCsv')} />
      </div>
      <CodeFilters key={filters.batch} filters={filters} onChange={setFilters} />
      <section
        aria-label={t('codesList')}
        aria-busy={list.isFetching || undefined}
        className="mt-6"
      >
        {list.isPending && <Skeleton className="h-48 rounded-2xl" />}
        {list.isError && (
          <LoadError
            message={errorMessage(t, list.error)}
            onRetry={() => void list.refetch()}
            isRetrying={list.isFetching}
          />
        )}
        {list.data && codes.length === 0 && (
          <p className="rounded-2xl bg-surface p-6 text-center text-muted ring-1 ring-white/10">
            {t('codesNone')}
          </p>
        )}
        {codes.length > 0 && (
          <CodeList
            codes={codes}
            label={t('codesList')}
            onSwitch={setSwitching}
            onRedemptions={setRedemptions}
          />
        )}
        <LoadMore pages={list} className="mt-4" />
      </section>
      <CodeCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(result) => navigate(`/admin/codes/batches/${result.batch.id}`)}
      />
      <CodeSwitchDialog target={switching} onClose={() => setSwitching(null)} />
      <CodeRedemptionsDialog code={redemptions} onClose={() => setRedemptions(null)} />
    </>
  );
}
