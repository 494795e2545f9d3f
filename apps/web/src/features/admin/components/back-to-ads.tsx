// The link back to the ads list, above the ad screens.
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function BackToAds() {
  const { t } = useTranslation('admin');
  return (
    <Link to="/admin/ads" className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm text-white/70 hover:text-white">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('adsBack')}
    </Link>
  );
}
