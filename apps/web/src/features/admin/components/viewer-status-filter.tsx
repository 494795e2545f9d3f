// Which viewers the search lists (issue 17.1): everyone, subscribed, not subscribed or blocked. A
// row of toggle buttons; the chosen one is pressed.
import { useTranslation } from 'react-i18next';
import { VIEWER_SEARCH_STATUSES, type ViewerSearchStatus } from '@ott/contract';
import { cn } from '@/ui/cn.ts';

const LABELS = {
  all: 'viewersStatusAll',
  subscribed: 'viewersStatusSubscribed',
  unsubscribed: 'viewersStatusUnsubscribed',
  blocked: 'viewersStatusBlocked',
} as const satisfies Record<ViewerSearchStatus, string>;

export function ViewerStatusFilter({
  value,
  onChange,
}: {
  value: ViewerSearchStatus;
  onChange(status: ViewerSearchStatus): void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div
      role="group"
      aria-label={t('viewersStatusLabel')}
      className="mt-4 flex gap-2 overflow-x-auto pb-1"
    >
      {VIEWER_SEARCH_STATUSES.map((status) => (
        <button
          key={status}
          type="button"
          aria-pressed={status === value}
          onClick={() => onChange(status)}
          className={cn(
            'shrink-0 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-2',
            status === value
              ? 'bg-white text-black ring-white'
              : 'bg-white/5 text-white/80 ring-white/15 hover:bg-white/10',
          )}
        >
          {t(LABELS[status])}
        </button>
      ))}
    </div>
  );
}
