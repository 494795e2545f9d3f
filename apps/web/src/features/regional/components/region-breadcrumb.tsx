// SPEC 2.13 breadcrumb: All Regions › state › district › …; a click resets to that level.
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SelectionLevel } from '../lib/selection.ts';

export interface Crumb {
  level: SelectionLevel;
  name: string;
}

interface RegionBreadcrumbProps {
  crumbs: Crumb[];
  onReset(level: SelectionLevel | null): void;
}

export function RegionBreadcrumb({ crumbs, onReset }: RegionBreadcrumbProps) {
  const { t } = useTranslation('regional');
  const items: { level: SelectionLevel | null; name: string }[] = [{ level: null, name: t('allRegions') }, ...crumbs];
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={item.level ?? 'all'} className="flex min-w-0 items-center gap-1">
              {index > 0 && <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-white/30" />}
              {isLast ? (
                <span aria-current="page" className="truncate rounded-md px-1.5 py-1 font-semibold text-white">
                  {item.name}
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => onReset(item.level)}
                  className="truncate rounded-md px-1.5 py-1 text-white/60 transition hover:bg-white/10 hover:text-white"
                >
                  {item.name}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
