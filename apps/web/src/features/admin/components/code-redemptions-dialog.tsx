// Who redeemed a code and when (masked phones, India time), newest first, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminCode } from '@ott/contract';
import { LoadError } from '@/ui/load-error.tsx';
import { Modal } from '@/ui/modal.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { codeRedemptionsQueryOptions } from '../api/codes.ts';
import { formatConsoleTime } from '../lib/format-time.ts';
import { LoadMore } from './load-more.tsx';

function Redemptions({ code }: { code: AdminCode }) {
  const { t, i18n } = useTranslation('admin');
  const query = useInfiniteQuery(codeRedemptionsQueryOptions(code.id));
  if (query.isPending) return <Skeleton className="h-24 rounded-xl" />;
  if (query.isError)
    return (
      <LoadError
        message={t('loadFailed')}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  const [first] = query.data.pages;
  const total = first?.total ?? 0;
  const data = query.data.pages.flatMap((page) => page.data);
  return (
    <>
      <p className="text-sm text-white/80">
        {t('redemptionsSummary', { total, uses: first?.code.uses ?? 0 })}
        {total > data.length && ` ${t('redemptionsShown', { count: data.length })}`}
      </p>
      {data.length === 0 ? (
        <p className="rounded-xl bg-white/5 p-4 text-center text-sm text-muted">
          {t('redemptionsNone')}
        </p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-white/60">
            <tr>
              <th scope="col" className="py-2 font-medium">
                {t('redemptionsColViewer')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('redemptionsColWhen')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/10">
            {data.map((row) => (
              <tr key={row.id}>
                <td className="py-2 font-mono tabular-nums">{row.phone}</td>
                <td className="py-2">
                  {formatConsoleTime(row.redeemed_at, i18n.language, 'short')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <LoadMore pages={query} className="" />
    </>
  );
}

export function CodeRedemptionsDialog({
  code,
  onClose,
}: {
  code: AdminCode | null;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      open={code !== null}
      onClose={onClose}
      title={t('redemptionsTitle', { code: code?.code ?? '' })}
    >
      <div className="grid gap-4">{code && <Redemptions code={code} />}</div>
    </Modal>
  );
}
