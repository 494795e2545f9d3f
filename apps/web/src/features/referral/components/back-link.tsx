import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The referral screens' Back: a fixed place, not history (SPEC 2.17: Back goes to /). */
export function BackLink({ to, label }: { to: string; label: string }) {
  const { t } = useTranslation('referral');
  return (
    <Link
      to={to}
      aria-label={label}
      className="mb-4 inline-flex h-10 items-center gap-2 rounded-lg pr-3 pl-2 text-sm font-semibold text-white/80 hover:bg-white/10 hover:text-white"
    >
      <ArrowLeft className="size-5" aria-hidden="true" />
      {t('back')}
    </Link>
  );
}
