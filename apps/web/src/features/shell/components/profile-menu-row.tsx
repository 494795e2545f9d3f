import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProfileMenuItem } from './profile-menu-items.ts';

export const MENU_ROW =
  'flex w-full items-center gap-4 rounded-xl px-4 py-3.5 text-left text-[15px] font-medium transition-colors hover:bg-white/8 focus-visible:bg-white/10 disabled:opacity-60';

export function ProfileMenuRow({ item, onNavigate }: { item: ProfileMenuItem; onNavigate: () => void }) {
  const { t } = useTranslation('shell');
  const Icon = item.icon;
  return (
    <Link to={item.to} onClick={onNavigate} className={MENU_ROW}>
      <Icon aria-hidden="true" className="size-5 text-white/70" />
      <span className="flex-1">{t(item.label)}</span>
      <ChevronRight aria-hidden="true" className="size-4 text-white/30" />
    </Link>
  );
}
