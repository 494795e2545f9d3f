// The queue's state filter: one link per state with its count, the current one marked. The state
// lives in the URL (?state=), so a filtered queue is a link and Back returns to it.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_FILTERS, withdrawalFilterState, type AdminWithdrawalState, type WithdrawalFilter } from '@ott/contract';
import { cn } from '@/ui/cn.ts';

export function WithdrawalStateTabs({ current, counts }: { current: WithdrawalFilter; counts: Record<AdminWithdrawalState, number> | undefined }) {
  const { t } = useTranslation('admin');
  const countOf = (filter: WithdrawalFilter) => {
    if (!counts) return null;
    const state = withdrawalFilterState(filter);
    return state ? counts[state] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  };
  return (
    <nav aria-label={t('wdStates')} className="-mx-4 mb-5 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex w-max gap-2">
        {WITHDRAWAL_FILTERS.map((filter) => {
          const active = filter === current;
          const count = countOf(filter);
          return (
            <li key={filter}>
              <Link
                to={`?state=${filter}`}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center gap-2 whitespace-nowrap rounded-full px-4 text-sm font-semibold ring-1 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-2',
                  active ? 'bg-brand text-white ring-brand' : 'bg-white/5 text-white/80 ring-white/15 hover:bg-white/10',
                )}
              >
                {t(`wdState_${filter}`)}
                {count !== null && <span className={cn('rounded-full px-2 text-xs tabular-nums', active ? 'bg-black/25' : 'bg-white/10')}>{count}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
