// Previous / next over the server's pagination.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Pagination } from '@ott/contract';
import { Button } from '@/ui/button.tsx';

export function Pager({
  pagination,
  onPage,
  disabled,
  label,
  summary,
}: {
  pagination: z.infer<typeof Pagination>;
  onPage(page: number): void;
  disabled: boolean;
  /** The navigation's name and the count line (default: the audit log's). */
  label?: string;
  summary?: string;
}) {
  const { t } = useTranslation('admin');
  const { current_page: page, total_pages: pages } = pagination;
  return (
    <nav aria-label={label ?? t('pagination')} className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-white/70">
        {summary ?? t('entriesSummary', { total: pagination.total_items })} · {t('pageOf', { page, pages: Math.max(pages, 1) })}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={disabled || !pagination.has_previous} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('previousPage')}
        </Button>
        <Button variant="secondary" size="sm" disabled={disabled || !pagination.has_next} onClick={() => onPage(page + 1)}>
          {t('nextPage')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
