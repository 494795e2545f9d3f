// One section of the viewer page: a titled card holding a table on wide screens that scrolls
// sideways on phones, or a line saying it is empty. Rows are the newest the server sent.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VIEWER_SECTION_LIMIT } from '@ott/contract';
import { SectionCard } from '@/ui/section-card.tsx';

export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
}

export function ViewerSection<T>({
  title,
  rows,
  columns,
  rowKey,
  summary,
}: {
  title: string;
  rows: readonly T[];
  columns: Column<T>[];
  rowKey(row: T): string | number;
  summary?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <SectionCard title={title} action={summary}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t('viewerSectionEmpty')}</p>
      ) : (
        <div className="-mx-5 overflow-x-auto px-5 md:-mx-6 md:px-6">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="text-xs uppercase tracking-wide text-white/60">
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className="py-2 pr-4 font-semibold">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-white/10">
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.header} className="py-2 pr-4 align-top">
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length >= VIEWER_SECTION_LIMIT && <p className="mt-2 text-xs text-muted">{t('viewerNewestShown', { count: VIEWER_SECTION_LIMIT })}</p>}
        </div>
      )}
    </SectionCard>
  );
}
