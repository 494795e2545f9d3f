import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { cn } from '@/ui/cn.ts';

/**
 * Brand mark: a play tile and the TeluguTV+ word mark, linking home. `compact` keeps only the tile
 * on phones (the header with a back button has no room for the word mark).
 */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Link to={paths.home} aria-label={t('homeLink')} className={cn('flex shrink-0 items-center gap-1.5 rounded-md sm:gap-2', className)}>
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-7 drop-shadow-[0_2px_8px_rgba(229,9,20,0.5)] sm:size-8">
        <defs>
          <linearGradient id="logo-tile" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ff3d47" />
            <stop offset="1" stopColor="#b20710" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill="url(#logo-tile)" />
        <path d="M25 19l22 13-22 13z" fill="#fff" />
      </svg>
      <span className={cn('text-lg font-extrabold tracking-tight sm:text-xl', compact && 'hidden sm:inline')}>
        Telugu<span className="text-brand">TV+</span>
      </span>
    </Link>
  );
}
