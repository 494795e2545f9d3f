import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';

/** SPEC 2.3 mobile search bar: looks like a field, opens the search screen. */
export function MobileSearchBar() {
  const { t } = useTranslation('home');
  return (
    <div className="px-4 md:hidden">
      <Link
        to={paths.search}
        className="flex h-12 items-center gap-3 rounded-xl bg-white/8 px-4 text-[15px] text-white/55 ring-1 ring-white/10 backdrop-blur transition hover:bg-white/12"
      >
        <Search aria-hidden="true" className="size-5 text-white/70" />
        {t('searchPlaceholder')}
      </Link>
    </div>
  );
}
