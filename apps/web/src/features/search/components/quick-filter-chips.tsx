// Quick filter chips (SPEC 2.14) from the category list: a chip narrows the results to its
// category, or with an empty box shows that category's titles. 'All' turns the filter off.
import { useTranslation } from 'react-i18next';
import type { Category } from '@ott/contract';
import { cn } from '@/ui/cn.ts';
import { Skeleton } from '@/ui/skeleton.tsx';

interface QuickFilterChipsProps {
  categories: Category[] | undefined;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

export function QuickFilterChips({ categories, selectedId, onSelect }: QuickFilterChipsProps) {
  const { t } = useTranslation('search');
  if (categories && categories.length === 0) return null;
  return (
    <div role="group" aria-label={t('quickFilters')} className="no-scrollbar -mx-4 flex min-h-11 items-center gap-2 overflow-x-auto px-4 md:mx-0 md:flex-wrap md:overflow-visible md:px-0">
      {categories ? (
        <>
          <Chip label={t('allFilter')} isOn={selectedId === null} onClick={() => onSelect(null)} />
          {categories.map((category) => (
            <Chip
              key={category.id}
              label={category.name}
              isOn={selectedId === category.id}
              onClick={() => onSelect(selectedId === category.id ? null : category.id)}
            />
          ))}
        </>
      ) : (
        Array.from({ length: 6 }, (_, i) => <Skeleton key={`skeleton-${i}`} className="h-9 w-24 shrink-0 rounded-full" />)
      )}
    </div>
  );
}

function Chip({ label, isOn, onClick }: { label: string; isOn: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={isOn}
      onClick={onClick}
      className={cn(
        'h-9 shrink-0 whitespace-nowrap rounded-full px-4 text-sm font-semibold ring-1 transition',
        isOn ? 'bg-white text-black ring-white' : 'bg-white/5 text-white/80 ring-white/15 hover:bg-white/12 hover:text-white',
      )}
    >
      {label}
    </button>
  );
}
