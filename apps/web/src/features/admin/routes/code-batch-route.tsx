// /admin/codes/batches/:id (editor, issue 17.4): one batch (what the create made): its settings,
// every code with copy, all codes at once, the CSV, and disable or enable the whole batch.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminCode } from '@ott/contract';
import { ApiError } from '@/lib/api-client.ts';
import { Button } from '@/ui/button.tsx';
import { LoadError } from '@/ui/load-error.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { codeBatchQueryOptions, codesCsvHref } from '../api/codes.ts';
import { CodeCopyButton } from '../components/code-copy-button.tsx';
import { CodeList } from '../components/code-list.tsx';
import { CodeRedemptionsDialog } from '../components/code-redemptions-dialog.tsx';
import { CodeSwitchDialog, type CodeSwitchTarget } from '../components/code-switch-dialog.tsx';
import { ConsoleNotice } from '../components/console-notice.tsx';
import { CsvLink } from '../components/csv-link.tsx';
import { formatValidUntil } from '../lib/code-dates.ts';
import { formatConsoleTime } from '../lib/format-time.ts';

export default function CodeBatchScreen() {
  const { t, i18n } = useTranslation('admin');
  const { id = '' } = useParams();
  const query = useQuery(codeBatchQueryOptions(id));
  const [switching, setSwitching] = useState<CodeSwitchTarget | null>(null);
  const [redemptions, setRedemptions] = useState<AdminCode | null>(null);
  const missing =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  const batch = query.data?.batch;
  const codes = query.data?.codes ?? [];
  const anyActive = codes.some((code) => code.is_active);
  return (
    <>
      <Link
        to="/admin/codes"
        className="mb-4 inline-flex items-center gap-1.5 text-sm text-white/70 hover:text-white"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('batchBack')}
      </Link>
      {query.isPending && <Skeleton className="h-64 rounded-2xl" />}
      {missing && (
        <ConsoleNotice title={t('codesTitle')}>
          <p className="text-white/70">{t('kmsg_batchNotFound')}</p>
        </ConsoleNotice>
      )}
      {query.isError && !missing && (
        <LoadError
          message={t('loadFailed')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {batch && (
        <>
          <header className="mb-6">
            <h1 className="text-2xl font-bold md:text-3xl">{t('batchTitle', { id: batch.id })}</h1>
            <p className="mt-1 text-white/85">
              {t('batchSummary', {
                codes: t('batchCodeCount', { count: batch.count }),
                plan: batch.plan_name,
                uses: t('batchUses', { count: batch.uses }),
              })}
            </p>
            <p className="mt-1 text-sm text-muted">
              {batch.valid_until
                ? t('batchValidUntil', { date: formatValidUntil(batch.valid_until, i18n.language) })
                : t('batchNoExpiry')}
              {' · '}
              {t('batchCreated', {
                date: formatConsoleTime(batch.created_at, i18n.language, 'short'),
                who: batch.created_by ?? t('viewerNone'),
              })}
            </p>
          </header>
          <div className="mb-5 flex flex-wrap gap-3">
            <CodeCopyButton
              size="md"
              text={codes.map((code) => code.code).join('\n')}
              label={t('batchCopyAll')}
            />
            <CsvLink
              href={codesCsvHref({ batch: String(batch.id) })}
              label={t('codesDownloadCsv')}
            />
            <Link
              to={`/admin/codes?batch=${batch.id}`}
              className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold ring-1 ring-white/15 hover:bg-white/10"
            >
              {t('batchInList')}
            </Link>
            <Button
              variant="ghost"
              className="ring-1 ring-white/15"
              onClick={() =>
                setSwitching({
                  kind: 'batch',
                  id: batch.id,
                  name: String(batch.id),
                  active: !anyActive,
                })
              }
            >
              {t(anyActive ? 'batchDisable' : 'batchEnable')}
            </Button>
          </div>
          <h2 className="mb-3 text-lg font-semibold">{t('batchCodes')}</h2>
          <CodeList
            codes={codes}
            label={t('batchCodes')}
            onSwitch={setSwitching}
            onRedemptions={setRedemptions}
            showBatch={false}
            copyable
          />
        </>
      )}
      <CodeSwitchDialog target={switching} onClose={() => setSwitching(null)} />
      <CodeRedemptionsDialog code={redemptions} onClose={() => setRedemptions(null)} />
    </>
  );
}
