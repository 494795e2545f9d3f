// SPEC 2.3 Categories row from /api/frontend/categories/; category 19 never shows here (SPEC 9).
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Category } from '@ott/contract';
import { useCategories } from '@/api/catalogue/list-categories.ts';
import { paths } from '@/config/paths.ts';
import { ScrollRow } from '@/ui/scroll-row.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { SmartImage } from '@/ui/smart-image.tsx';
import { useDeferredQueryData } from '@/lib/use-deferred-query.ts';
import { visibleHomeCategories } from '../lib/home-categories.ts';

/** Tile width 160 + gap 20: arrows move by whole 180 px tiles (SPEC 9 row step). */
const TILE_STRIDE = 180;

const TILE_TINTS = [
  'from-rose-600/80 to-orange-500/60',
  'from-indigo-600/80 to-sky-500/60',
  'from-emerald-600/80 to-teal-500/60',
  'from-fuchsia-600/80 to-pink-500/60',
  'from-amber-600/80 to-yellow-500/60',
  'from-violet-600/80 to-purple-500/60',
];

export function CategoriesRow() {
  const { t } = useTranslation('home');
  const query = useCategories();
  const { isError, error } = query;
  const { data, isPending } = useDeferredQueryData(query);
  // SPEC 8: category fetch errors are only logged.
  useEffect(() => {
    if (error) console.error('Failed to load categories', error);
  }, [error]);
  if (isError) return null;
  const categories = visibleHomeCategories(data ?? []);
  if (!isPending && categories.length === 0) return null;
  return (
    <ScrollRow title={t('categories')} itemStride={TILE_STRIDE}>
      {isPending
        ? Array.from({ length: 8 }, (_, i) => <Skeleton key={`skeleton-${i}`} className="h-24 w-40 rounded-xl" />)
        : categories.map((category, i) => <CategoryTile key={category.id} category={category} tint={TILE_TINTS[i % TILE_TINTS.length]!} />)}
    </ScrollRow>
  );
}

function CategoryTile({ category, tint }: { category: Category; tint: string }) {
  return (
    <Link
      to={paths.category(category.id)}
      className="group relative flex h-24 w-40 items-end overflow-hidden rounded-xl bg-surface-2 p-3 ring-1 ring-white/10 transition hover:-translate-y-0.5 hover:ring-white/30"
    >
      {category.image && <SmartImage src={category.image} alt="" className="absolute inset-0 size-full opacity-70 transition duration-500 group-hover:scale-105" />}
      <span aria-hidden="true" className={`absolute inset-0 bg-gradient-to-br ${tint} ${category.image ? 'mix-blend-multiply' : ''}`} />
      <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/60 to-transparent" />
      <span className="relative line-clamp-2 text-[15px] font-bold leading-tight text-white drop-shadow">{category.name}</span>
    </Link>
  );
}
