import { ChevronRight, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths.ts';

function LinkCard({ to, icon: Icon, title, body, tone }: { to: string; icon: LucideIcon; title: string; body: string; tone: string }) {
  return (
    <Link to={to} className="group flex items-center gap-4 rounded-2xl bg-surface p-5 ring-1 ring-white/10 hover:bg-surface-2">
      <span className={`grid size-11 shrink-0 place-items-center rounded-xl ${tone}`}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{title}</span>
        <span className="mt-0.5 block text-sm text-muted">{body}</span>
      </span>
      <ChevronRight className="size-5 text-muted group-hover:text-white" aria-hidden="true" />
    </Link>
  );
}

/**
 * The referral card slot (the referral feature replaces it with live numbers). My List and
 * Continue Watching are real rows of their own (library-sections.tsx).
 */
export function QuickLinks() {
  const { t } = useTranslation('profile');
  return (
    <LinkCard to={paths.referral} icon={Gift} title={t('referralTitle')} body={t('referralBody')} tone="bg-gold/15 text-gold" />
  );
}
