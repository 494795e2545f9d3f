import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import '../i18n.ts';

/** What a viewer whose plan has no downloads sees instead of the Download button. */
export function DownloadNote() {
  const { t } = useTranslation('downloads');
  return (
    <p className="flex items-center gap-2 text-sm text-white/70">
      <Lock aria-hidden="true" className="size-4 shrink-0 text-amber-300" />
      <span>
        {t('notInPlan')}{' '}
        <Link to={paths.plans()} className="font-semibold text-white underline underline-offset-2 hover:text-brand-2">
          {t('seePlans')}
        </Link>
      </span>
    </p>
  );
}
